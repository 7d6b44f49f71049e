/**
 * The cities we list in. Apart from the other enumerations (enums.ts re-exports it) so that
 * the footer on every page can link to them without shipping the rest.
 */
export const CITIES = ["Lucknow", "Noida", "Gurugram", "Kanpur", "Varanasi"] as const;
export type City = (typeof CITIES)[number];
