/**
 * A mobile number as a visitor sees it before choosing to see it in full: the first two
 * and the last three digits, `+91 98XXX XX210`. Anything not ten digits shows no digit.
 */
export function maskMobile(digits: string | null | undefined): string {
  const number = (digits ?? "").replace(/\D/g, "");
  if (number.length !== 10) return number ? "+91 XXXXX XXXXX" : "";
  return `+91 ${number.slice(0, 2)}XXX XX${number.slice(7)}`;
}

/** A `wa.me` link: to a number when given, otherwise "choose a chat" to share the text. */
export function whatsAppHref(text: string, mobile?: string): string {
  const to = mobile ? `91${mobile.replace(/\D/g, "").slice(-10)}` : "";
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`;
}
