import type { Email, EmailAttachment } from "./mailer.server";

/** The parts of an e-mail the product writes; compose() turns them into HTML and plain text. */
export interface EmailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  /** The one thing the reader should do, as a button (HTML) and a bare address (text). */
  action?: { label: string; url: string };
  /** Small print under the button: why they got it, what to do if it was not them. */
  notes?: readonly string[];
  /** The company's name and address, signed at the bottom. */
  signature: { brand: string; url: string };
  /** Listings shown as small cards after the paragraphs (alert e-mails): photo, name, price and facts. */
  listings?: readonly EmailListing[];
  /** Extra message headers (List-Unsubscribe of alert e-mails). */
  headers?: Record<string, string>;
  /** The e-mail's language (the recipient's, decision 028); English when not given. */
  lang?: string;
  /** Files sent with it (a calendar invite). */
  attachments?: readonly EmailAttachment[];
}

export interface EmailListing {
  name: string;
  /** The listing's page, absolute. */
  url: string;
  /** The first photo, absolute; none shows no image. */
  imageUrl?: string;
  /** The short price: "₹98 L", "₹18,000/month". */
  price: string;
  /** "3 BHK", "1,650 sq ft", "₹5,939/sq ft". */
  facts: readonly string[];
  place: string;
}

/** Fills {name}-style places in an e-mail's words; unknown places stay as they are. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const LINK_STYLE = "color:#0b664d";
/** An address in running text; the punctuation that ends a sentence is not part of it. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)'’”]/g;

/** A link that every mail program shows as one: a real <a href>, its address as its text. */
function anchor(url: string, label = url, style = LINK_STYLE): string {
  return `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a>`;
}

/** The origin of an address, or null when it is none. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Text as HTML: escaped, line breaks kept, and every address of the site's own (`origin`) a
 * real link (some mail programs make bare addresses clickable, others show them as dead
 * text). Any other address stays text: the site links only to itself, so an address a
 * stranger typed into an enquiry never becomes a link in the mail we send for them.
 */
export function textToHtml(text: string, origin: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    if (originOf(match[0]) !== origin) continue;
    // A long signed link breaks anywhere rather than widening a phone's screen.
    html +=
      escapeHtml(text.slice(last, match.index)) + anchor(match[0], match[0], `${LINK_STYLE};word-break:break-all`);
    last = match.index + match[0].length;
  }
  return (html + escapeHtml(text.slice(last))).replace(/\n/g, "<br>");
}

/** A listing as a line of the plain-text part: name, price and facts, place, address. */
function listingText({ name, price, facts, place, url }: EmailListing): string {
  return [name, [price, ...facts].join(" · "), place, url].filter(Boolean).join("\n");
}

/** A listing as a small card: photo on the left, words on the right; a table, as mail clients need. */
function listingHtml({ name, price, facts, place, url, imageUrl }: EmailListing): string {
  const photo = imageUrl
    ? `<td width="120" style="padding:0 16px 0 0;vertical-align:top"><a href="${escapeHtml(url)}"><img src="${escapeHtml(imageUrl)}" width="120" height="90" alt="" style="display:block;width:120px;height:90px;object-fit:cover;border-radius:8px;border:0"></a></td>`
    : "";
  return [
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border:1px solid #e2e8f0;border-radius:10px"><tr><td style="padding:12px">',
    '<table role="presentation" cellpadding="0" cellspacing="0"><tr>',
    photo,
    '<td style="vertical-align:top">',
    `<p style="margin:0 0 4px;font-weight:bold">${anchor(url, name, `${LINK_STYLE};text-decoration:none`)}</p>`,
    `<p style="margin:0 0 4px"><strong>${escapeHtml(price)}</strong>${facts.length ? ` · ${escapeHtml(facts.join(" · "))}` : ""}</p>`,
    place ? `<p style="margin:0;font-size:14px;color:#475569">${escapeHtml(place)}</p>` : "",
    "</td></tr></table></td></tr></table>",
  ].join("");
}

/** One layout for every e-mail: readable without images, styles inline (mail clients drop <style>). */
export function compose(content: EmailContent): Email {
  const { greeting, paragraphs, action, notes = [], signature, listings = [] } = content;
  const text = [
    greeting,
    ...paragraphs,
    ...listings.map(listingText),
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...notes,
    `${signature.brand}\n${signature.url}`,
  ].join("\n\n");
  const origin = originOf(signature.url) ?? "";
  const p = (body: string, style = "margin:0 0 16px") => `<p style="${style}">${textToHtml(body, origin)}</p>`;
  const html = [
    `<!doctype html><html lang="${content.lang ?? "en"}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">',
    p(greeting),
    ...paragraphs.map((body) => p(body)),
    ...listings.map(listingHtml),
    action
      ? `<p style="margin:24px 0">${anchor(action.url, action.label, "display:inline-block;background:#0b664d;color:#ffffff;padding:12px 20px;border-radius:8px;font-weight:bold;text-decoration:none")}</p>` +
        p(action.url, "margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all")
      : "",
    ...notes.map((body) => p(body, "margin:0 0 12px;font-size:14px;color:#475569")),
    `<p style="margin:24px 0 0;font-size:14px;color:#475569">${escapeHtml(signature.brand)}<br>${anchor(signature.url)}</p>`,
    "</div></body></html>",
  ].join("");
  return {
    to: content.to,
    subject: content.subject,
    html,
    text,
    ...(content.headers ? { headers: content.headers } : {}),
    ...(content.attachments?.length ? { attachments: [...content.attachments] } : {}),
  };
}
