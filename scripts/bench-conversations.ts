// The costs of conversations for a busy poster (an agency), printed as figures
// (docs/performance.md records them):
//   1. the top bar's unread count, read on every page a signed-in person opens;
//   2. the /messages list (the newest 100, with unread counts and each one's last message);
//   3. the data download's conversations (every one, with its messages and visits).
//
//   npm run bench:conversations                  embedded PGlite, and PostgreSQL when DATABASE_URL is set
//   npm run bench:conversations -- --conversations 5000 --messages 8
import { parseArgs } from "node:util";

process.env.LOG_LEVEL ??= "warn";
const { sql } = await import("drizzle-orm");
const { getDb } = await import("#app/modules/db/db.server");
const { conversationsForDownload, conversationsOf, unreadConversationCount } = await import(
  "#app/modules/properties/messages/conversations.server"
);
const { scratchSite } = await import("./bench/scratch");
const { seedAccounts, seedProperties } = await import("./bench/seed");
const { stats, timed } = await import("./bench/timing");

const { values: options } = parseArgs({
  options: {
    conversations: { type: "string", default: "5000" },
    messages: { type: "string", default: "8" },
    db: { type: "string" },
  },
});
const conversationCount = Number(options.conversations);
const messageCount = Number(options.messages);
const postgresUrl = process.env.DATABASE_URL;
const kinds = (options.db ?? (postgresUrl ? "pglite,postgres" : "pglite")).split(",");

async function run(kind: string): Promise<void> {
  const site = await scratchSite(kind, "conversations", postgresUrl);
  try {
    const db = getDb();
    const raw = (db as unknown as { $client: import("./bench/seed").RawClient }).$client;
    await seedAccounts(raw);
    await seedProperties(raw, 1, 2_000);
    // One agency's listings, each asked about by many seekers: every seeker an account of
    // its own; one conversation in a hundred has messages the agency has not read.
    const agency = "bench-owner-1";
    await db.execute(sql`
      insert into "user" (id, name, email, role, mobile_number, email_verified, created_at, updated_at)
      select 'bench-seeker-' || g, 'Seeker ' || g, 'seeker' || g || '@example.in', 'Client',
        '96' || lpad(g::text, 8, '0'), true, now() - interval '1 year', now() - interval '1 year'
      from generate_series(1, ${conversationCount}) g`);
    await db.execute(sql`
      with listings as (
        select id, project_building_name, row_number() over (order by id) - 1 as n, count(*) over () as total
        from properties where user_id = ${agency} and status = 'live'
      )
      insert into conversations (id, property_id, listing_name, seeker_id, poster_id, client_key,
        created_at, last_message_at, seeker_read_at, poster_read_at)
      select gen_random_uuid(), l.id, coalesce(l.project_building_name, 'Listing'), 'bench-seeker-' || g, ${agency},
        'bench-' || g, now() - make_interval(days => 30 + g % 60), now() - make_interval(mins => g),
        now(), case when g % 100 = 0 then null else now() end
      from generate_series(1, ${conversationCount}) g join listings l on l.n = g % l.total`);
    await db.execute(sql`
      insert into conversation_messages (conversation_id, sender_id, body, created_at)
      select c.id, case when k % 2 = 0 then c.poster_id else c.seeker_id end,
        'Is it still available? Message ' || k, c.last_message_at - make_interval(mins => ${messageCount} - k)
      from conversations c cross join generate_series(1, ${messageCount}) k where c.poster_id = ${agency}`);
    await db.execute(sql`analyze`);
    const label = `${conversationCount.toLocaleString("en-IN")} conversations, ${messageCount} messages each`;

    let unread = 0;
    const count = await timed(20, async () => {
      unread = await unreadConversationCount(agency);
    });
    console.log(`  the top bar's unread count (${label}; ${unread} unread): ${stats(count)}`);
    const list = await timed(10, () => conversationsOf(agency, "en"));
    console.log(`  the /messages list, newest 100: ${stats(list)}`);
    let downloaded = 0;
    const download = await timed(2, async () => {
      downloaded = (await conversationsForDownload(agency)).conversations.length;
    });
    console.log(`  the data download's ${downloaded.toLocaleString("en-IN")} conversations: ${stats(download)}`);
  } finally {
    await site.close();
  }
}

for (const kind of kinds) {
  console.log(`${kind}:`);
  await run(kind);
}
