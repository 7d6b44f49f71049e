import { LIMITS } from "#app/config/limits";
import { getUser } from "#app/modules/accounts/session.server";
import { rateLimitMessage } from "#app/modules/db/rate-limits.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { unattachedUploadCount } from "#app/modules/listing-core/store.server";
import type { StoredImage } from "#app/modules/media/image-urls";
import { saveUpload } from "#app/modules/media/images.server";
import { ImageRejectedError } from "#app/modules/media/process-image.server";
import { BodyTooLargeError, readBodyWithLimit } from "#app/modules/media/read-body.server";
import { QueueBusyError } from "#app/modules/media/work-queue.server";
import { logger } from "#app/modules/platform/logger.server";
import type { Route } from "./+types/upload";

/** English keys: a Hindi page posts to /hi/resources/upload and is answered in Hindi ({mb} and {count} filled in). */
export const UPLOAD_REFUSALS = {
  signedOut: msg("Please log in to upload photos."),
  tooLarge: msg("The file is larger than {mb} MB."),
  tooMany: msg("You have {count} photos waiting to be attached. Submit your property first, then upload more."),
  failed: msg("The server could not store the photo just now."),
  busy: msg("The server is busy processing other photos. Please try again in a minute."),
} as const;

const WORDING = { mb: LIMITS.imageBytes / 1024 / 1024, count: LIMITS.imagesPerListing * 3 };

export type UploadResponse = { ok: true; image: StoredImage } | { ok: false; message: string };

function reply(body: UploadResponse, status = 200, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** A refusal, worded in the language of the page that sent the photo. */
function refuse(
  request: Request,
  message: string,
  status: number,
  headers?: Record<string, string>,
  values: Readonly<Record<string, number>> = WORDING,
) {
  return reply({ ok: false, message: serverTranslator(localeOf(request)).t(message, values) }, status, headers);
}

/**
 * POST /resources/upload: one photo per request, the raw file as the body (the browser
 * sends each file on its own so it can show that file's progress). The photo is decoded
 * to prove it is one, stored under a server-chosen id and kept as the uploader's until a
 * property claims it.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  if (!user) return refuse(request, UPLOAD_REFUSALS.signedOut, 401);
  const limited = await rateLimitMessage(request, "upload");
  if (limited) return refuse(request, limited, 429);
  if ((await unattachedUploadCount(user.id)) >= LIMITS.imagesPerListing * 3) {
    return refuse(request, UPLOAD_REFUSALS.tooMany, 429);
  }
  let body: Buffer;
  try {
    body = await readBodyWithLimit(request, LIMITS.imageBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse(request, UPLOAD_REFUSALS.tooLarge, 413);
    throw error;
  }
  try {
    const image = await saveUpload(user.id, body);
    return reply({ ok: true, image });
  } catch (error) {
    if (error instanceof ImageRejectedError) return refuse(request, error.key, 400, undefined, error.values);
    if (error instanceof QueueBusyError) return refuse(request, UPLOAD_REFUSALS.busy, 503, { "Retry-After": "30" });
    logger.error({ err: error, userId: user.id }, "upload failed");
    return refuse(request, UPLOAD_REFUSALS.failed, 500);
  }
}

export function loader() {
  return reply({ ok: false, message: "Send photos with POST." }, 405);
}
