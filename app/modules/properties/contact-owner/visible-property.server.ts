import { propertyForViewer, type Viewer } from "#app/modules/properties/properties.server";
import { maskMobile } from "../messages/mask";
import { maskedContact, mayContact } from "./reveals.server";

/**
 * A property as this viewer may see it, the one way pages read a listing with its poster:
 * the poster's number and e-mail are masked unless the viewer may contact them (mayContact),
 * so a page cannot get them by accident. Null when the viewer may not see the listing.
 */
export async function visibleProperty(id: string, viewer: Viewer | null) {
  const detail = await propertyForViewer(id, viewer);
  if (!detail) return null;
  // Which Admin checked what stays on the desk.
  const {
    userId,
    reraCheckedBy: _checkedBy,
    ownerVerifiedBy: _ownerVerifiedBy,
    photosCheckedBy: _photosCheckedBy,
    ...stored
  } = detail.property;
  const full = await mayContact(viewer, { id: stored.id, userId, messagesOnly: detail.owner?.messagesOnly });
  return {
    ...detail,
    property: full ? stored : { ...stored, contactNumber: maskMobile(stored.contactNumber) },
    owner: full ? detail.owner : maskedContact(detail.owner),
    ownerId: userId,
    /** Whether the viewer sees the poster's details in full. */
    full,
  };
}
