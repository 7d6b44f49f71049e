import type { Request, Response } from "express";
import { logger } from "#app/modules/platform/logger.server";
import { IMAGE_CONTENT_TYPES, type ImageFormat } from "./image-urls";
import { getStorage } from "./storage.server";

/**
 * `GET /media/*key`: an uploaded photo's file from storage, WebP or AVIF (decision 027),
 * with its own content type. Only keys the server writes are served.
 */
export async function serveMedia(req: Request, res: Response): Promise<void> {
  const segments = (req.params as { key?: string[] }).key ?? [];
  const key = segments.join("/");
  const format = /^images\/[0-9a-f-]{36}\/\d{2,5}\.(webp|avif)$/.exec(key)?.[1] as ImageFormat | undefined;
  if (!format) {
    res.status(404).end();
    return;
  }
  try {
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
