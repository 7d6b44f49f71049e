import fs from "node:fs";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { openDatabase, queryRows } from "#app/modules/db/db.server";
import { contactMessages, images, properties, user } from "#db/schema";

interface Ack {
  kind: string;
  token: string;
  images?: number;
}

/** Every acknowledged write is present, and the database passes its consistency checks. */
export async function verify({
  dataDir,
  databaseUrl,
  acknowledged,
}: {
  dataDir: string;
  databaseUrl?: string;
  acknowledged: Ack[];
}) {
  const database = await openDatabase({ databaseUrl, dataDir: path.join(dataDir, "db") });
  try {
    const db = database.db;
    const lost: Ack[] = [];
    const signUps = acknowledged.filter((ack) => ack.kind === "signUp");
    const emails = new Set<string>();
    for (let i = 0; i < signUps.length; i += 500) {
      const batch = signUps.slice(i, i + 500).map((ack) => `crash-${ack.token}@example.in`);
      const rows = await db.select({ email: user.email }).from(user).where(inArray(user.email, batch));
      for (const row of rows) emails.add(row.email);
    }
    for (const ack of signUps) if (!emails.has(`crash-${ack.token}@example.in`)) lost.push(ack);

    const contacts = acknowledged.filter((ack) => ack.kind === "contact");
    const messages = new Set(
      (await db.select({ message: contactMessages.message }).from(contactMessages)).map((row) => row.message),
    );
    for (const ack of contacts) if (!messages.has(`crash ${ack.token}`)) lost.push(ack);

    const posts = acknowledged.filter((ack) => ack.kind === "property");
    const rows = await db
      .select({ id: properties.id, name: properties.projectBuildingName, isApproved: properties.isApproved })
      .from(properties);
    const byName = new Map(rows.map((row) => [row.name, row]));
    const problems: string[] = [];
    for (const ack of posts) {
      const row = byName.get(`Crash ${ack.token}`);
      if (!row) {
        lost.push(ack);
        continue;
      }
      if (row.isApproved) problems.push(`property ${row.id} is approved`);
      const photos = await db
        .select({ id: images.id, widths: images.widths })
        .from(images)
        .where(inArray(images.propertyId, [row.id]));
      if (photos.length !== (ack.images ?? 0))
        problems.push(`property ${row.id} has ${photos.length} photos, expected ${ack.images}`);
      for (const photo of photos) {
        for (const width of photo.widths) {
          const file = path.join(dataDir, "uploads", "images", photo.id, `${width}.webp`);
          if (!databaseUrl && !fs.existsSync(file)) problems.push(`missing file ${file}`);
        }
      }
    }

    const checks: Array<[string, ReturnType<typeof sql>]> = [
      [
        "accounts without a user",
        sql`select count(*)::int as n from account a left join "user" u on u.id = a.user_id where u.id is null`,
      ],
      [
        "users without a password",
        sql`select count(*)::int as n from "user" u where u.email like 'crash-%' and not exists (select 1 from account a where a.user_id = u.id)`,
      ],
      [
        "properties without an owner",
        sql`select count(*)::int as n from properties p left join "user" u on u.id = p.user_id where u.id is null`,
      ],
      [
        "images of missing properties",
        sql`select count(*)::int as n from images i left join properties p on p.id = i.property_id where i.property_id is not null and p.id is null`,
      ],
    ];
    for (const [name, query] of checks) {
      const [row] = await queryRows<{ n: number }>(query, db);
      if (Number(row?.n ?? 0) > 0) problems.push(`${name}: ${row?.n}`);
    }
    // Every index and table must be readable end to end.
    await db.execute(sql`select count(*) from "user"`);
    await db.execute(sql`set enable_seqscan = off`);
    await db.execute(sql`select count(*) from "user" where email like 'crash-%'`);
    return { lost, problems };
  } finally {
    await database.close();
  }
}
