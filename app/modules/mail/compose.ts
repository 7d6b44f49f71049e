import type { Email } from "./mailer.server";

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
}

/** Fills {name}-style places in an e-mail's words; unknown places stay as they are. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** One layout for every e-mail: readable without images, styles inline (mail clients drop <style>). */
export function compose(content: EmailContent): Email {
  const { greeting, paragraphs, action, notes = [], signature } = content;
  const text = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...notes,
    `${signature.brand}\n${signature.url}`,
  ].join("\n\n");
  const p = (body: string, style = "margin:0 0 16px") => `<p style="${style}">${escapeHtml(body)}</p>`;
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">',
    p(greeting),
    ...paragraphs.map((body) => p(body)),
    action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0b664d;color:#ffffff;padding:12px 20px;border-radius:8px;font-weight:bold;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
        p(action.url, "margin:0 0 16px;font-size:13px;color:#475569;word-break:break-all")
      : "",
    ...notes.map((body) => p(body, "margin:0 0 12px;font-size:14px;color:#475569")),
    `<p style="margin:24px 0 0;font-size:14px;color:#475569">${escapeHtml(signature.brand)}<br><a href="${escapeHtml(signature.url)}" style="color:#0b664d">${escapeHtml(signature.url)}</a></p>`,
    "</div></body></html>",
  ].join("");
  return { to: content.to, subject: content.subject, html, text };
}
