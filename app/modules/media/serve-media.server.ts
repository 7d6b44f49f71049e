import type { Request, Response } from "express";
import { isUuid } from "#app/modules/platform/ids";
import { logger } from "#app/modules/platform/logger.server";
import { IMAGE_CONTENT_TYPES, type ImageFormat } from "./image-urls";
import { isServableImage } from "./images.server";
import { getStorage } from "./storage.server";

/**
 * `GET /media/*key`: an uploaded photo's file from storage, WebP or AVIF (decision 027),
 * with its own content type. Only keys the server writes are served, and only while the
 * photo's row says it still belongs to a listing or an account (isServableImage).
 */
export async function serveMedia(req: Request, res: Response): Promise<void> {
  const segments = (req.params as { key?: string[] }).key ?? [];
  const key = segments.join("/");
  const match = /^images\/([0-9a-f-]{36})\/(\d{2,5})\.(webp|avif)$/.exec(key);
  if (!match) {
    res.status(404).end();
    return;
  }
  const [, id = "", width = "", format = "webp"] = match as unknown as [string, string, string, ImageFormat];
  try {
    if (!isUuid(id) || !(await isServableImage(id, format, Number(width)))) {
      res.status(404).set("Cache-Control", "no-store").end();
      return;
    }
    const object = await getStorage().get(key);
    if (!object) {
      res.status(404).set("Cache-Control", "no-store").end();
      return;
    }
    res.set({
      "Content-Type": IMAGE_CONTENT_TYPES[format],
      // Keys are never reused: an image at a URL never changes.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
    if (object.size !== undefined) res.set("Content-Length", String(object.size));
    object.body.on("error", () => res.destroy());
    object.body.pipe(res);
  } catch (error) {
    logger.error({ err: error, key }, "media read failed");
    res.status(500).end();
  }
}
