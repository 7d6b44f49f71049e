/** A name as it stands in a URL: "Gomti Nagar" → "gomti-nagar", "Sector 62" → "sector-62". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}
