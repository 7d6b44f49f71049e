/** The id of an amenity's symbol in app/assets/icons/amenity-icons.svg ("ATM'S" is "atm-s"). */
export function amenityIconId(amenity: string): string {
  return amenity
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
