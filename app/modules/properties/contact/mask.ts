/**
 * A mobile number as a visitor sees it before choosing to see it in full: the first two
 * and the last three digits, `+91 98XXX XX210`. Anything not ten digits shows no digit.
 */
export function maskMobile(digits: string | null | undefined): string {
  const number = (digits ?? "").replace(/\D/g, "");
  if (number.length !== 10) return number ? "+91 XXXXX XXXXX" : "";
  return `+91 ${number.slice(0, 2)}XXX XX${number.slice(7)}`;
}
