import { clientIp } from "#app/modules/platform/http.server";
import { keyedHash } from "#app/modules/platform/site-secret.server";

/**
 * Tells client addresses apart without keeping them: a keyed hash of the address (the
 * site's secret is the key, so the stored value cannot be reversed by trying addresses).
 * Reports and reveals use the same key, so one address counts once across both.
 */
export async function clientKey(request: Request): Promise<string> {
  // "report-client": the label reports were first stored with; kept so old rows still match.
  return keyedHash(`report-client:${clientIp(request)}`).toString("base64url");
}
