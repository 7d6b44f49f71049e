import { msg } from "#app/modules/i18n/translate";

/**
 * Places near a listing (decision 050): their kinds, bounds and words. The schema that checks
 * a place (landmarks-schema.ts) comes with the admin page's forms.
 */
export const PLACE_KINDS = ["metro", "railway", "hospital", "school", "college", "market"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** "Nearest metro station: Hazratganj, 1.2 km in a straight line". */
export const PLACE_KIND_LABELS: Record<PlaceKind, string> = {
  metro: msg("Nearest metro station"),
  railway: msg("Nearest railway station"),
  hospital: msg("Nearest hospital"),
  school: msg("Nearest school"),
  college: msg("Nearest college"),
  market: msg("Nearest market"),
};

/** What each kind of place is, on the Admin's list: "Hospital · Lucknow". */
export const PLACE_KIND_NAMES: Record<PlaceKind, string> = {
  metro: msg("Metro station"),
  railway: msg("Railway station"),
  hospital: msg("Hospital"),
  school: msg("School"),
  college: msg("College"),
  market: msg("Market"),
};

/** Farther than this, a place is not "near" and the line is left out. */
export const NEARBY_KM = 15;

export const PLACE_BOUNDS = { name: 120 } as const;
export const PLACE_CSV_LIMITS = { bytes: 512 * 1024, rows: 5_000 } as const;
export const PLACE_CSV_COLUMNS = ["city", "kind", "name", "latitude", "longitude"] as const;

export const PLACE_MESSAGES = {
  city: msg("Choose a city from the list."),
  kind: msg("Choose a kind: metro, railway, hospital, school, college or market."),
  name: msg("Enter the place's name (up to 120 characters)."),
  point: msg("Enter a latitude and a longitude in the city, such as 26.8467 and 80.9462."),
  position: msg(
    "Paste the position as latitude, longitude (such as 26.8873, 80.9962 or 26.8873° N, 80.9962° E), or click the map: it must lie in the city.",
  ),
  locality: msg("Enter the locality's name (up to 120 characters)."),
  nameHi: msg("Enter the Hindi name in up to 120 characters, or leave it empty."),
  reach: msg("Enter how far a pin may lie from the centre as kilometres from 1 to 50, or leave it empty."),
  saved: msg("Saved."),
  removed: msg("Removed."),
  notFound: msg("That place no longer exists."),
  imported: msg("Imported {added} new places and updated {changed}."),
  centreSaved: msg(
    "The locality's centre is saved. Listings there without a pin of their own now stand at it: {moved}.",
  ),
  csvEmpty: msg("Choose a CSV file with a header line and at least one place."),
  csvTooLarge: msg("The CSV file is larger than 512 kB. Split it into smaller files."),
  csvTooManyRows: msg("The CSV file has more than 5,000 places. Split it into smaller files."),
  csvHeader: msg("The first line must name the columns: city, kind, name, latitude, longitude."),
  csvColumns: msg("This line does not have the columns of the header."),
  csvNothingWritten: msg("Nothing was imported: correct these lines and import the file again."),
} as const;

/** A nearby line as a page shows it: "Nearest metro station: Hazratganj, 1.2 km in a straight line". */
export interface NearbyLine {
  kind: PlaceKind;
  name: string;
  km: number;
}
