/**
 * A mobile number as a visitor sees it before choosing to see it in full: the first two
 * and the last three digits, `+91 98XXX XX210`. Anything not ten digits shows no digit.
 */
export function maskMobile(digits: string | null | undefined): string {
  const number = (digits ?? "").replace(/\D/g, "");
  if (number.length !== 10) return number ? "+91 XXXXX XXXXX" : "";
  return `+91 ${number.slice(0, 2)}XXX XX${number.slice(7)}`;
}

/** Digits as people type them: ASCII and Devanagari (० to ९). */
const DIGIT = "[0-9\\u0966-\\u096F]";
/**
 * A run of digits with the separators people put in phone numbers (spaces, dashes, dots,
 * brackets, a leading +). Commas are not among them, so prices in Indian figures
 * (₹1,20,00,000) are left alone.
 */
const NUMBER_RUN = new RegExp(`[+(]?${DIGIT}(?:[\\s().-]{0,3}${DIGIT})+`, "g");
/** A phone number has at least this many digits; a year, a price in lakh or a floor has fewer. */
const PHONE_DIGITS = 8;
/** An e-mail address, also written "name (at) gmail (dot) com" or "name at gmail dot com". */
const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(\s*at\s*\)|\[\s*at\s*\]|\s+at\s+)\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(\s*dot\s*\)|\[\s*dot\s*\]|\s+dot\s+)\s*[\p{L}\p{N}-]+)*(?:\s*(?:\.|\(\s*dot\s*\)|\[\s*dot\s*\]|\s+dot\s+)\s*\p{L}{2,})/giu;
/** A date as people write it (12.01.2027, 12-1-27): it has as many digits as a short number. */
const DATE = /^[0-9\u0966-\u096F]{1,2}[.-][0-9\u0966-\u096F]{1,2}[.-][0-9\u0966-\u096F]{2,4}$/;

/**
 * A message as the other side reads it before both have agreed to share contacts: every
 * phone number and e-mail address in it replaced by the words given (in the reader's
 * language). `masked` says whether anything was replaced, so the page can say why.
 */
export function maskContacts(
  text: string,
  words: { number: string; email: string },
): { text: string; masked: boolean } {
  let masked = false;
  const withoutEmails = text.replace(EMAIL, () => {
    masked = true;
    return words.email;
  });
  const result = withoutEmails.replace(NUMBER_RUN, (found) => {
    const digits = found.match(new RegExp(DIGIT, "g"))?.length ?? 0;
    if (digits < PHONE_DIGITS || DATE.test(found.trim())) return found;
    masked = true;
    return words.number;
  });
  return { text: result, masked };
}

/** The words that stand for a hidden number or address, in the reader's language. */
export function hiddenWords(t: (key: string) => string) {
  return { number: t("[number hidden]"), email: t("[e-mail hidden]") };
}

/**
 * Whether a message is shown masked to the side that did not write it: when it was written
 * before both sides agreed to share contacts (decision 053).
 */
export function maskedFor(sentAt: Date, contactsSharedAt: Date | null): boolean {
  return contactsSharedAt === null || sentAt.getTime() < contactsSharedAt.getTime();
}
