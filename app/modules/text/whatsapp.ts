/** What the WhatsApp links say, on listings and projects alike. */
export const WHATSAPP_MESSAGES = { share: "Share on WhatsApp", owner: "WhatsApp the owner" } as const;

/** A `wa.me` link: to an Indian number when given, otherwise "choose a chat" to share the text. */
export function whatsAppHref(text: string, mobile?: string): string {
  const to = mobile ? `91${mobile.replace(/\D/g, "").slice(-10)}` : "";
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}
