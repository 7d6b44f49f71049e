import crypto from "node:crypto";
import { getAuth } from "#app/modules/accounts/auth.server";
import { clientIp } from "#app/modules/platform/http.server";

/**
 * Tells client addresses apart without keeping them: a keyed hash of the address (the
 * site's secret is the key, so the stored value cannot be reversed by trying addresses).
 * Reports and reveals use the same key, so one address counts once across both.
 */
export async function clientKey(request: Request): Promise<string> {
  const { secret } = await getAuth().$context;
  // "report-client": the label reports were first stored with; kept so old rows still match.
  return crypto
    .createHmac("sha256", secret)
    .update(`report-client:${clientIp(request)}`)
    .digest("base64url");
}
