import { eq, type SQLWrapper } from "drizzle-orm";
import { getDb } from "#app/modules/db/db.server";
import { images } from "#db/schema";

/** The columns a page needs of a stored photo (StoredImage): its id, size and the widths of its files. */
export const STORED_IMAGE_COLUMNS = {
  id: images.id,
  width: images.width,
  height: images.height,
  widths: images.widths,
  avifWidths: images.avifWidths,
};

/**
 * The first photo of a property or project, to join LATERAL to each card's row: one probe
 * of images_property_idx or images_project_idx (owner, position) per card.
 */
export function firstImage(owner: typeof images.propertyId | typeof images.projectId, id: SQLWrapper) {
  return getDb()
    .select(STORED_IMAGE_COLUMNS)
    .from(images)
    .where(eq(owner, id))
    .orderBy(images.position)
    .limit(1)
    .as("first_image");
}

/** The columns of firstImage() a card selects, as the photo of its row (null without one). */
export function firstImageColumns(image: ReturnType<typeof firstImage>) {
  return {
    id: image.id,
    width: image.width,
    height: image.height,
    widths: image.widths,
    avifWidths: image.avifWidths,
  };
}
