import { describe, expect, it } from "vitest";
import { compose } from "./compose";

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
});
