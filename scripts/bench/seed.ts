// Fills the benchmark's database in bulk: the generated rows go in as arrays, a few
// thousand at a time, through one INSERT ... SELECT FROM unnest(...) each, which also
// writes two photo rows a listing (the photo files themselves are not needed: the pages
// only link to them).
import {
  type GeneratedListing,
  generateOwner,
  generateProject,
  generateProperty,
  OWNERS,
  REFERENCE_TIME,
} from "./generate";

/** The driver's own client (PGlite or a pg pool): both answer query(text, params) with rows. */
export interface RawClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export const ADMIN_ID = "bench-admin";
const BATCH = 5000;

export async function seedAccounts(client: RawClient): Promise<void> {
  const owners = Array.from({ length: OWNERS }, (_, i) => generateOwner(i + 1));
  owners.push({ id: ADMIN_ID, name: "Bench Admin", email: "admin@example.in", role: "Admin", mobile: "9839000000" });
  await client.query(
    `insert into "user" (id, name, email, role, mobile_number, email_verified, created_at, updated_at)
     select id, name, email, role, mobile, true, $6::timestamptz - interval '2 years', $6::timestamptz - interval '2 years'
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) as t(id, name, email, role, mobile)`,
    [
      owners.map((o) => o.id),
      owners.map((o) => o.name),
      owners.map((o) => o.email),
      owners.map((o) => o.role),
      owners.map((o) => o.mobile),
      REFERENCE_TIME,
    ],
  );
}

/** The listing columns as parallel arrays, in the order of LISTING_UNNEST. */
function columns(rows: GeneratedListing[], userIds: string[]): unknown[] {
  return [
    userIds,
    rows.map((r) => r.city),
    rows.map((r) => r.projectBuildingName),
    rows.map((r) => r.locality),
    rows.map((r) => r.address),
    rows.map((r) => r.description),
    rows.map((r) => r.plotArea),
    rows.map((r) => r.price),
    rows.map((r) => r.furnishing),
    rows.map((r) => r.floorNumber),
    rows.map((r) => r.totalFloors),
    rows.map((r) => r.amenities.join("|")),
    rows.map((r) => r.listingType),
    rows.map((r) => r.propertyCategory),
    rows.map((r) => r.propertyType),
    rows.map((r) => r.facingType),
    rows.map((r) => r.contactNumber),
    rows.map((r) => r.ageSeconds),
    rows.map((r) => r.bedrooms),
    rows.map((r) => r.bathrooms),
    rows.map((r) => r.areaUnit),
    rows.map((r) => r.areaSqft),
    rows.map((r) => r.pricePerSqft),
    rows.map((r) => r.possession),
    rows.map((r) => r.roadWidth),
    rows.map((r) => r.corner),
    rows.map((r) => r.tenants),
  ];
}

const LISTING_UNNEST = `unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::float8[],
  $8::bigint[], $9::text[], $10::int[], $11::int[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[],
  $17::text[], $18::int[], $19::int[], $20::int[], $21::text[], $22::float8[], $23::int[], $24::text[],
  $25::int[], $26::text[], $27::text[])
  as t(user_id, city, name, locality, address, description, plot_area, price, furnishing, floor_number, total_floors,
  amenities, listing_type, category, property_type, facing, contact, age, bedrooms, bathrooms, area_unit, area_sqft,
  price_per_sqft, possession, road_width, corner, tenants)`;
const LISTING_COLUMNS = `user_id, city, project_building_name, locality, address, description, plot_area, price,
  furnishing, floor_number, total_floors, amenities, listing_type, property_category, property_type, facing_type,
  contact_number, created_at, bedrooms, bathrooms, area_unit, area_sqft, price_per_sqft, possession,
  road_width, corner, tenants, latitude, longitude, public_latitude, public_longitude`;

/**
 * Each listing's point, drawn from its own columns (the same every run): within about 9 km
 * of its city's centre (listing-core/location.ts, CITY_CENTRES); the shown point up to
 * 300 m from it (decision 050).
 */
const CENTRE_LAT = `(case city when 'Lucknow' then 26.8467 when 'Noida' then 28.5355 when 'Gurugram' then 28.4595
  when 'Kanpur' then 26.4499 else 25.3176 end)`;
const CENTRE_LNG = `(case city when 'Lucknow' then 80.9462 when 'Noida' then 77.391 when 'Gurugram' then 77.0266
  when 'Kanpur' then 80.3319 else 82.9739 end)`;
const OFFSET = (seed: string, metres: number) => `(((abs(hashtext(${seed})) % ${2 * metres}) - ${metres}) / 111320.0)`;
const POINT = `${CENTRE_LAT} + ${OFFSET("address", 9000)}, ${CENTRE_LNG} + ${OFFSET("contact || address", 9000)},
  ${CENTRE_LAT} + ${OFFSET("address", 9000)} + ${OFFSET("contact", 300)},
  ${CENTRE_LNG} + ${OFFSET("contact || address", 9000)} + ${OFFSET("name || contact", 300)}`;
const LISTING_VALUES = `user_id, city, name, locality, address, description, plot_area, price, furnishing,
  floor_number, total_floors, string_to_array(amenities, '|'), listing_type, category, property_type, facing, contact,
  $28::timestamptz - make_interval(secs => age), bedrooms, bathrooms, area_unit, area_sqft, price_per_sqft, possession,
  road_width, corner, tenants, ${POINT}`;

/**
 * How many photos a property has, drawn from its own columns so that row g has the same
 * in every run: a quarter none, a sixth one, the rest two.
 */
const PHOTO_COUNT = `case when abs(hashtext(address || contact_number)) % 12 < 3 then 0
  when abs(hashtext(address || contact_number)) % 12 < 5 then 1 else 2 end`;

/** Approved properties from..to (1-based, inclusive), each with two photo rows. */
export async function seedProperties(client: RawClient, from: number, to: number): Promise<void> {
  for (let start = from; start <= to; start += BATCH) {
    const end = Math.min(to, start + BATCH - 1);
    const rows: GeneratedListing[] = [];
    const owners: string[] = [];
    for (let g = start; g <= end; g++) {
      rows.push(generateProperty(g));
      owners.push(`bench-owner-${1 + ((g * 7919) % OWNERS)}`);
    }
    await client.query(
      `with inserted as (
         insert into properties (${LISTING_COLUMNS}, status, approved_at, confirmed_at)
         select ${LISTING_VALUES}, 'live', approved, approved
         from ${LISTING_UNNEST},
           lateral (select $28::timestamptz - make_interval(secs => age) + make_interval(hours => 2 + age % 70) as approved) a
         returning id, user_id, created_at, ${PHOTO_COUNT} as photos
       )
       insert into images (user_id, property_id, position, width, height, widths, bytes, created_at)
       select user_id, id, pos, 1600, 1200, '{480,960,1600}', 160000 + pos * 30000, created_at
       from inserted cross join lateral generate_series(0, photos - 1) pos`,
      [...columns(rows, owners), REFERENCE_TIME],
    );
  }
}

/** Projects from..to (1-based, inclusive), posted by the Admin, each with two photo rows. */
export async function seedProjects(client: RawClient, from: number, to: number): Promise<void> {
  for (let start = from; start <= to; start += BATCH) {
    const end = Math.min(to, start + BATCH - 1);
    const rows: GeneratedListing[] = [];
    for (let g = start; g <= end; g++) rows.push(generateProject(g));
    await client.query(
      `with inserted as (
         insert into projects (${LISTING_COLUMNS})
         select ${LISTING_VALUES}
         from ${LISTING_UNNEST}
         returning id, user_id, created_at
       )
       insert into images (user_id, project_id, position, width, height, widths, bytes, created_at)
       select user_id, id, pos, 1600, 1200, '{480,960,1600}', 160000 + pos * 30000, created_at
       from inserted cross join generate_series(0, 1) pos`,
      [...columns(rows, Array(rows.length).fill(ADMIN_ID)), REFERENCE_TIME],
    );
  }
}

/**
 * Every approved property with all its fields, newest first, as the old product's browser
 * received the whole collection (the field names of its documents, photos as links).
 */
export async function exportApproved(client: RawClient): Promise<string> {
  const parts: string[] = [];
  const page = 20_000;
  for (let offset = 0; ; offset += page) {
    const { rows } = await client.query(
      `select p.id, p.city, p.project_building_name as "projectBuildingName", p.locality, p.address, p.description,
         p.plot_area::float8 as "plotArea", p.price::float8 as price, p.furnishing, p.floor_number as "floorNumber",
         p.total_floors as "totalFloors", p.amenities,
         array(select '/media/images/' || i.id || '/960.webp' from images i where i.property_id = p.id order by i.position) as "imageUrls",
         p.listing_type as "listingType", p.property_category as "propertyCategory", p.property_type as "propertyType",
         p.facing_type as "facingType", p.contact_number as "contactNumber", p.user_id as "userId",
         p.is_approved as "isApproved", p.created_at as "createdAt"
       from properties p where p.is_approved
       order by p.created_at desc nulls last, p.id limit $1 offset $2`,
      [page, offset],
    );
    for (const row of rows) parts.push(JSON.stringify(row));
    if (rows.length < page) break;
  }
  return `[${parts.join(",")}]`;
}
