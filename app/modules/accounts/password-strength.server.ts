import commonPasswords from "./common-passwords.txt?raw";

let common: Set<string> | undefined;

/**
 * Refuses the passwords attackers try first: the ~8,000 most common ones of six or more
 * characters (from the SecLists top-million list), one character repeated, or the
 * account's own e-mail or mobile number.
 */
export function isWeakPassword(password: string, account: { email?: string; mobileNumber?: string } = {}): boolean {
  common ??= new Set(commonPasswords.split("\n").filter(Boolean));
  const lower = password.toLowerCase();
  if (common.has(password) || common.has(lower)) return true;
  if (/^(.)\1*$/.test(password)) return true;
  const mailbox = account.email?.split("@")[0]?.toLowerCase();
  if (mailbox && (lower === mailbox || lower === account.email?.toLowerCase())) return true;
  if (account.mobileNumber && password === account.mobileNumber) return true;
  return false;
}
