import { describe, expect, it } from "vitest";
import { compose, textToHtml } from "./compose";

/** The addresses an e-mail's HTML shows as text but not inside a link (dead text in some mail programs). */
function bareAddresses(html: string): string[] {
  const withoutLinks = html.replace(/<a\s[^>]*>.*?<\/a>/gs, "").replace(/<[^>]+>/g, " ");
  return withoutLinks.match(/https?:\/\/\S+/g) ?? [];
}

const signature = { brand: "Awadh Estates", url: "https://awadhestates.in" };

describe("compose", () => {
  it("writes the same words in the HTML and the plain-text part, with the action's address in both", () => {
    const email = compose({
      to: "asha@example.in",
      subject: "Choose a new password",
      greeting: "Hello Asha,",
      paragraphs: ["Someone asked to choose a new password."],
      action: { label: "Choose a new password", url: "https://awadhestates.in/reset-password?token=abc&x=1" },
      notes: ["The link works once, within one hour."],
      signature,
    });
    expect(email.to).toBe("asha@example.in");
    expect(email.text).toBe(
      [
        "Hello Asha,",
        "Someone asked to choose a new password.",
        "Choose a new password:\nhttps://awadhestates.in/reset-password?token=abc&x=1",
        "The link works once, within one hour.",
        "Awadh Estates\nhttps://awadhestates.in",
      ].join("\n\n"),
    );
    expect(email.html).toContain('href="https://awadhestates.in/reset-password?token=abc&amp;x=1"');
    expect(email.html).toContain("The link works once, within one hour.");
  });

  it("escapes what people typed (a name is not markup)", () => {
    const email = compose({
      to: "x@example.in",
      subject: "Hi",
      greeting: 'Hello <img src=x onerror="alert(1)">,',
      paragraphs: [],
      signature,
    });
    expect(email.html).not.toContain("<img");
    expect(email.html).toContain("Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,");
  });

  it("makes every address in the HTML part a real link, wherever it is written", () => {
    const email = compose({
      to: "x@example.in",
      subject: "New properties",
      greeting: "Hello,",
      paragraphs: ["See https://awadhestates.in/listing-detail?id=1&a=2. Or (https://awadhestates.in/Search)."],
      listings: [
        {
          name: "Gomti Greens",
          url: "https://awadhestates.in/listing-detail?id=7",
          imageUrl: "https://awadhestates.in/media/images/7/480.webp",
          price: "₹98 L",
          facts: ["3 BHK", "1,650 sq ft"],
          place: "Gomti Nagar, Lucknow",
        },
      ],
      action: { label: "See the search", url: "https://awadhestates.in/Search?city=Lucknow" },
      notes: ["To get no more alerts, open: https://awadhestates.in/alerts/unsubscribe?id=1&sig=x"],
      signature,
    });
    expect(bareAddresses(email.html)).toEqual([]);
    for (const href of [
      "https://awadhestates.in/listing-detail?id=1&amp;a=2",
      "https://awadhestates.in/Search",
      "https://awadhestates.in/listing-detail?id=7",
      "https://awadhestates.in/Search?city=Lucknow",
      "https://awadhestates.in/alerts/unsubscribe?id=1&amp;sig=x",
      "https://awadhestates.in",
    ])
      expect(email.html).toContain(`href="${href}"`);
    // The card: its photo, price, BHK and area; the plain-text part says the same.
    expect(email.html).toContain('<img src="https://awadhestates.in/media/images/7/480.webp"');
    expect(email.html).toContain("<strong>₹98 L</strong> · 3 BHK · 1,650 sq ft");
    expect(email.text).toContain(
      "Gomti Greens\n₹98 L · 3 BHK · 1,650 sq ft\nGomti Nagar, Lucknow\nhttps://awadhestates.in/listing-detail?id=7",
    );
  });

  it("keeps a sentence's closing punctuation out of the link, and line breaks as <br>", () => {
    expect(textToHtml("Open https://x.in/a?b=1.\nThanks", "https://x.in")).toBe(
      'Open <a href="https://x.in/a?b=1" style="color:#0b664d;word-break:break-all">https://x.in/a?b=1</a>.<br>Thanks',
    );
    expect(textToHtml("no address <b>here</b>", "https://x.in")).toBe("no address &lt;b&gt;here&lt;/b&gt;");
  });

  it("links only the site's own addresses: one typed by a stranger stays text", () => {
    const email = compose({
      to: "owner@example.in",
      subject: "New enquiry",
      greeting: "Hello,",
      paragraphs: [
        'Message: "Pay the token at https://pay-now.example/awadh or http://awadhestates.in.evil.example/x"',
        "https://awadhestates.in/listing-detail?id=7",
      ],
      signature,
    });
    expect(email.html).not.toMatch(/<a [^>]*href="[^"]*(pay-now|evil)/);
    expect(email.html).toContain("https://pay-now.example/awadh or http://awadhestates.in.evil.example/x");
    expect(email.html).toContain('<a href="https://awadhestates.in/listing-detail?id=7"');
    expect(textToHtml("at https://x.in.evil.example/y and http://x.in/z", "https://x.in")).toBe(
      "at https://x.in.evil.example/y and http://x.in/z",
    );
  });

  it("carries extra headers (List-Unsubscribe) only when given", () => {
    const base = { to: "x@example.in", subject: "Hi", greeting: "Hello,", paragraphs: [], signature };
    expect(compose(base)).not.toHaveProperty("headers");
    expect(compose({ ...base, headers: { "List-Unsubscribe": "<https://x.in/u>" } }).headers).toEqual({
      "List-Unsubscribe": "<https://x.in/u>",
    });
  });
});
