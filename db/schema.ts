import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { listingColumns } from "./listing-columns";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
};

// ── Accounts (the shape Better Auth expects, plus role and mobile number) ──────────────

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("Client"),
    mobileNumber: text("mobile_number").notNull().default(""),
    /**
     * When this account proved, by a code sent to it by SMS, that the mobile number above is
     * theirs; null until then and again once the number changes (decision 043).
     */
    mobileVerifiedAt: timestamp("mobile_verified_at", { withTimezone: true }),
    /**
     * An Owner account whose listings look like a broker's (properties/trust/broker-signs):
     * when it was flagged and the signs seen. Its listings are not counted as "Posted by
     * owner" while flagged; an Admin makes it an Agent (roleNote tells the person why) or
     * clears it (brokerClearedAt: not flagged again by the same rules).
     */
    brokerFlaggedAt: timestamp("broker_flagged_at", { withTimezone: true }),
    brokerSigns: jsonb("broker_signs").$type<string[]>(),
    brokerClearedAt: timestamp("broker_cleared_at", { withTimezone: true }),
    /** Why an Admin changed this account's role, as the person reads it on their profile. */
    roleNote: text("role_note"),
    /** The language this person last used the site in ("en" or "hi"): their e-mails are in it. */
    locale: text("locale").notNull().default("en"),
    /**
     * "Messages only": seekers reach this poster through conversations, and the button that
     * shows the number is not offered on their listings (issue 42, decision 053).
     */
    messagesOnly: boolean("messages_only").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_created_at_idx").on(t.createdAt.desc()),
    // One verified mobile number belongs to one account.
    uniqueIndex("user_verified_mobile_idx").on(t.mobileNumber).where(sql`${t.mobileVerifiedAt} is not null`),
  ],
);

/**
 * A one-time code sent by SMS to prove a mobile number (decision 043): only its hash is kept;
 * it ends when used, after its tries, when a newer code is asked for, or at expiresAt.
 */
export const mobileCodes = pgTable(
  "mobile_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    mobileNumber: text("mobile_number").notNull(),
    /** sha256 of the salt, the account, the number and the code, in hex. */
    codeHash: text("code_hash").notNull(),
    salt: text("salt").notNull(),
    tries: integer("tries").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("mobile_codes_user_created_idx").on(t.userId, t.createdAt.desc())],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** An Agent's UP RERA registration, shown with their listings; an Admin marks it checked. */
export const agentRera = pgTable("agent_rera", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  number: text("number").notNull(),
  checkedAt: timestamp("checked_at", { withTimezone: true }),
  checkedBy: text("checked_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ── Listings: user-posted properties and admin-posted new projects share one shape ─────

const listingSearch = tsvector("search").generatedAlwaysAs(
  sql`to_tsvector('simple', coalesce(project_building_name, '') || ' ' || coalesce(locality, '') || ' ' || coalesce(city, '') || ' ' || coalesce(address, '') || ' ' || coalesce(property_type, ''))`,
);

export const properties = pgTable(
  "properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    ...listingColumns(),
    /** Where the listing is in its lifecycle (properties/lifecycle/lifecycle.ts): pending, live, rejected, expired, closed. */
    status: text("status").notNull().default("pending"),
    /** "Live", as the old data model said it: derived from the status, never written. */
    isApproved: boolean("is_approved").notNull().generatedAlwaysAs(sql`status = 'live'`),
    /** When an Admin first approved it (the alerts' "new since"). */
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    /** The last approval or confirmation by the owner: "Confirmed available on", and expiry counts from it. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** When the status last changed (a rejected listing is purged 30 days after). */
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Why it is rejected or closed, as a code (properties/status.ts: a rejection's or a
     * closing's), worded in the reader's language where shown; the history keeps every reason.
     */
    statusReason: text("status_reason"),
    /** The Admin's note to a rejection, as they wrote it. */
    statusNote: text("status_note"),
    /** When the "still available?" reminder went out for the current confirmation. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    /** Set when people reported it no longer available; cleared when the owner confirms. */
    reportedGoneAt: timestamp("reported_gone_at", { withTimezone: true }),
    reraCheckedAt: timestamp("rera_checked_at", { withTimezone: true }),
    reraCheckedBy: text("rera_checked_by").references(() => user.id, { onDelete: "set null" }),
    /**
     * "Owner verified": an Admin saw a document proving the poster owns it (the document is
     * not kept, only who checked and when). "Photos checked": an Admin compared the photos
     * with the listing; cleared when the photos change. Decision 045.
     */
    ownerVerifiedAt: timestamp("owner_verified_at", { withTimezone: true }),
    ownerVerifiedBy: text("owner_verified_by").references(() => user.id, { onDelete: "set null" }),
    photosCheckedAt: timestamp("photos_checked_at", { withTimezone: true }),
    photosCheckedBy: text("photos_checked_by").references(() => user.id, { onDelete: "set null" }),
    /**
     * The colony and locality as the legality register compares them (listing-core/colony.ts),
     * written by the listing store with them: a listing finds its register entry by index.
     */
    colonyKey: text("colony_key").notNull().default(""),
    localityKey: text("locality_key").notNull().default(""),
    /** What the approval queue warns about (properties/trust/flags.server.ts), found when it was sent for approval. */
    reviewFlags: jsonb("review_flags"),
    /**
     * The wizard's one-time form token: the same submission sent twice (a double click, a
     * retry) finds the property it already made instead of making another.
     */
    formToken: text("form_token"),
    search: listingSearch,
  },
  (t) => [
    uniqueIndex("properties_user_form_token_idx").on(t.userId, t.formToken),
    index("properties_approved_created_idx").on(t.isApproved, t.createdAt.desc(), t.id.desc()),
    index("properties_approved_city_price_idx").on(t.isApproved, t.city, t.price),
    index("properties_approved_price_per_sqft_idx").on(t.isApproved, t.pricePerSqft),
    // /Search's locality filter (case-insensitive, exact), with the budget: without it a
    // locality searched without a city read every approved row (100k on PGlite: 104 ms for one
    // locality without it, 19 ms with it); with the price, a budget in a busy locality reads
    // the rows in the budget only (3 BHK in Gomti Nagar for ₹80 L-1.2 Cr: 3,669 rows read for
    // 178 before, docs/performance.md).
    index("properties_approved_locality_price_idx").on(t.isApproved, sql`lower(${t.locality})`, t.price),
    index("properties_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The alerts: listings that went live since a saved search's last e-mail.
    index("properties_approved_at_idx").on(t.approvedAt).where(sql`${t.isApproved}`),
    // The lifecycle jobs: live listings by confirmation (reminders, expiry), others by when their status changed.
    index("properties_status_confirmed_idx").on(t.status, t.confirmedAt),
    index("properties_status_changed_idx").on(t.status, t.statusChangedAt),
    index("properties_search_idx").using("gin", t.search),
    // The map's "Search this area" (a box of latitude and longitude) over live listings.
    index("properties_live_position_idx").on(t.publicLatitude, t.publicLongitude).where(sql`${t.isApproved}`),
  ],
);

/**
 * The localities of each city (decision 058): the one list the wizard offers (in English
 * and Hindi), the search reads names through in either script, and a listing's position
 * comes from. Seeded with the site's own list (db/seed/localities.ts) and India Post's
 * offices; corrected by Admins; a locality a poster types that the list does not know is
 * added by the listing's post, without a centre, for an Admin to place. A listing in a
 * locality without a centre, and without its poster's pin, has no position.
 */
export const localities = pgTable(
  "localities",
  {
    city: text("city").notNull(),
    /** The locality as place pages spell it in addresses (search/place-links.ts, slugify). */
    slug: text("slug").notNull(),
    /** Its one name, as listings are written with it (in English where it has an English name). */
    name: text("name").notNull(),
    /** Its name in Devanagari, when known. */
    nameHi: text("name_hi"),
    /** Other ways people write it ("Aashiana", "Ashiyana"): read as the name is, written as the name. */
    aliases: text("aliases").array().notNull().default(sql`'{}'::text[]`),
    /** Its centre; null while nobody has placed it (a listing there then has no position). */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** How far from the centre (km) a poster's pin may lie; null: the LOCALITY_PIN_KM setting. */
    reachKm: doublePrecision("reach_km"),
    /**
     * Where it comes from: "seed" (the site's list), "india-post", "admin" (written by an
     * Admin: a new seed leaves it alone), "poster" (typed by a poster, waiting for an Admin).
     */
    source: text("source").notNull().default("seed"),
    /** Who typed it first, when a poster did. */
    proposedBy: text("proposed_by").references(() => user.id, { onDelete: "set null" }),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.city, t.slug] }),
    // Listings name their locality by its name (the admin desk counts them, a start finds those misplaced).
    index("localities_city_name_idx").on(t.city, sql`lower(${t.name})`),
    // The admin desk's "waiting for a centre".
    index("localities_unplaced_idx").on(t.updatedAt).where(sql`${t.latitude} is null`),
  ],
);

/**
 * Places people ask about (decision 050): metro and railway stations, hospitals, schools,
 * colleges and markets, kept by Admins (a CSV import or one at a time). A listing page names
 * the nearest of each kind, by straight-line distance from the point it shows.
 */
export const places = pgTable(
  "places",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    city: text("city").notNull(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("places_city_kind_name_idx").on(t.city, t.kind, sql`lower(${t.name})`)],
);

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    ...listingColumns(),
    reraCheckedAt: timestamp("rera_checked_at", { withTimezone: true }),
    reraCheckedBy: text("rera_checked_by").references(() => user.id, { onDelete: "set null" }),
    search: listingSearch,
  },
  (t) => [
    // created_at desc nulls last, id desc nulls last: the order every list reads (the id
    // breaks ties between projects saved in the same instant; listing/store.server.ts).
    index("projects_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("projects_city_created_idx").on(t.city, t.createdAt.desc(), t.id.desc()),
    index("projects_listing_type_created_idx").on(t.listingType, t.createdAt.desc(), t.id.desc()),
    index("projects_search_idx").using("gin", t.search),
  ],
);

/**
 * Uploaded images. An upload belongs to its uploader until a property or project claims it;
 * the bytes live in storage under keys derived from the id (see media/storage.server.ts).
 */
export const images = pgTable(
  "images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Widths of the WebP variants written for srcset, ascending. */
    widths: integer("widths").array().notNull(),
    /**
     * The widths that also have an AVIF variant (written only where smaller than the WebP
     * one). Empty for photos processed before AVIF: pages then offer the WebP files alone.
     */
    avifWidths: integer("avif_widths").array().notNull().default(sql`'{}'::integer[]`),
    bytes: integer("bytes").notNull(),
    /** A 64-bit perceptual hash of the picture (media/phash.server.ts), for near-duplicate photos. */
    phash: bigint("phash", { mode: "bigint" }),
    ...timestamps,
  },
  (t) => [
    index("images_property_idx").on(t.propertyId, t.position),
    index("images_project_idx").on(t.projectId, t.position),
    index("images_user_idx").on(t.userId, t.createdAt),
  ],
);

// ── Trust: the lifecycle's history, edits under review, reports ─────────────────────────

/** Every change of a listing's status, and every edit sent, approved or rejected. */
export const propertyEvents = pgTable(
  "property_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** Who did it: the owner, an Admin; null for the site itself (expiry) or a one-click link. */
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** What happened (properties/lifecycle/lifecycle.ts EVENT_KINDS). */
    kind: text("kind").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    /** Why, as a code (properties/status.ts), worded where shown. */
    reason: text("reason"),
    /** The Admin's note to a rejection, as they wrote it. */
    note: text("note"),
    ...timestamps,
  },
  (t) => [index("property_events_property_idx").on(t.propertyId, t.createdAt)],
);

/**
 * An owner's edit of a live listing, waiting for an Admin: the whole listing as it would
 * be (`values`, the checked form) and its photos in order. The live row stays as it was.
 */
export const propertyEdits = pgTable(
  "property_edits",
  {
    propertyId: uuid("property_id")
      .primaryKey()
      .references(() => properties.id, { onDelete: "cascade" }),
    values: jsonb("values").notNull(),
    imageIds: uuid("image_ids").array().notNull(),
    /** The queue's warnings about the edited version. */
    reviewFlags: jsonb("review_flags"),
    ...timestamps,
  },
  (t) => [index("property_edits_created_idx").on(t.createdAt)],
);

/** "Report this listing": from anyone, into the Admins' queue. */
export const listingReports = pgTable(
  "listing_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id").references(() => user.id, { onDelete: "cascade" }),
    /** Tells reporters apart without keeping their address: a keyed hash of the client address. */
    clientKey: text("client_key").notNull(),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("listing_reports_property_idx").on(t.propertyId, t.createdAt),
    index("listing_reports_open_idx").on(t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
);

// ── Reaching the owner: contact reveals, enquiries, shortlist, saved searches ───────────

/** Each time a signed-in person chose to see a listing's contact details (capped per day). */
export const contactReveals = pgTable(
  "contact_reveals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** A keyed hash of the client's address (never the address): the cap per address and day. */
    clientKey: text("client_key"),
    /** The viewer's verified mobile number then: the cap also counts per number (decision 043). */
    mobileNumber: text("mobile_number"),
    ...timestamps,
  },
  (t) => [
    index("contact_reveals_user_created_idx").on(t.userId, t.createdAt),
    index("contact_reveals_mobile_created_idx").on(t.mobileNumber, t.createdAt),
    index("contact_reveals_client_created_idx").on(t.clientKey, t.createdAt),
    index("contact_reveals_property_created_idx").on(t.propertyId, t.createdAt.desc()),
  ],
);

/** A message to a listing's owner, sent from the listing page. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** The signed-in sender; null when a visitor sent it. */
    senderId: text("sender_id").references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    message: text("message").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("enquiries_property_created_idx").on(t.propertyId, t.createdAt.desc()),
    index("enquiries_sender_created_idx").on(t.senderId, t.createdAt.desc()),
  ],
);

// ── Conversations and site visits (conversations/, decision 053) ────────────────────────

/**
 * A conversation between a seeker and a listing's poster about one listing, opened by an
 * enquiry or a visit request. Each side's read, e-mailed and muted times are kept apart;
 * a side whose account is deleted becomes null (the other keeps the conversation). The
 * listing's name is kept so the conversation outlives the listing.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    listingName: text("listing_name").notNull(),
    seekerId: text("seeker_id").references(() => user.id, { onDelete: "set null" }),
    posterId: text("poster_id").references(() => user.id, { onDelete: "set null" }),
    /** A keyed hash of the address it was started from (never the address): the cap per address and day. */
    clientKey: text("client_key").notNull(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    seekerReadAt: timestamp("seeker_read_at", { withTimezone: true }),
    posterReadAt: timestamp("poster_read_at", { withTimezone: true }),
    /** When each side was last e-mailed about new messages: at most once an hour. */
    seekerMailedAt: timestamp("seeker_mailed_at", { withTimezone: true }),
    posterMailedAt: timestamp("poster_mailed_at", { withTimezone: true }),
    seekerMutedAt: timestamp("seeker_muted_at", { withTimezone: true }),
    posterMutedAt: timestamp("poster_muted_at", { withTimezone: true }),
    /** Sharing contacts by consent: the side that offered ("seeker" or "poster"), and when the other accepted. */
    contactOfferedBy: text("contact_offered_by"),
    contactOfferedAt: timestamp("contact_offered_at", { withTimezone: true }),
    contactsSharedAt: timestamp("contacts_shared_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("conversations_property_seeker_idx").on(t.propertyId, t.seekerId),
    index("conversations_seeker_last_idx").on(t.seekerId, t.lastMessageAt.desc()),
    index("conversations_poster_last_idx").on(t.posterId, t.lastMessageAt.desc()),
    index("conversations_seeker_created_idx").on(t.seekerId, t.createdAt),
    index("conversations_client_created_idx").on(t.clientKey, t.createdAt),
    // The message e-mails' job: conversations written to in the last two days.
    index("conversations_last_message_idx").on(t.lastMessageAt),
  ],
);

/** A message in a conversation; it leaves with its writer's account. */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    ...timestamps,
  },
  (t) => [
    index("conversation_messages_conversation_idx").on(t.conversationId, t.createdAt),
    index("conversation_messages_sender_idx").on(t.senderId, t.createdAt),
  ],
);

/** A person blocked by another: no messages between them, no new conversation with the blocker. */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("user_blocks_blocked_idx").on(t.blockedId)],
);

/** A conversation reported to the Admins: they see only reported conversations. */
export const conversationReports = pgTable(
  "conversation_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("conversation_reports_open_idx").on(t.conversationId, t.reporterId).where(sql`${t.resolvedAt} is null`),
    index("conversation_reports_created_idx").on(t.createdAt),
  ],
);

/**
 * A site visit: one side proposes up to three times, the other confirms one, proposes
 * others (this visit is then "superseded") or declines; either cancels with a reason. A
 * reminder goes to both the evening before a confirmed visit.
 */
export const siteVisits = pgTable(
  "site_visits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** "seeker" or "poster". */
    proposedBy: text("proposed_by").notNull(),
    slots: timestamp("slots", { withTimezone: true }).array().notNull(),
    /** proposed, confirmed, declined, superseded or cancelled. */
    status: text("status").notNull().default("proposed"),
    confirmedSlot: timestamp("confirmed_slot", { withTimezone: true }),
    cancelledBy: text("cancelled_by"),
    reason: text("reason").notNull().default(""),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index("site_visits_conversation_idx").on(t.conversationId, t.createdAt),
    index("site_visits_reminders_idx")
      .on(t.confirmedSlot)
      .where(sql`${t.status} = 'confirmed' and ${t.reminderSentAt} is null`),
  ],
);

/** The days (0 Sunday to 6 Saturday) and hours, India time, a listing's poster accepts visits. */
export const visitHours = pgTable("visit_hours", {
  propertyId: uuid("property_id")
    .primaryKey()
    .references(() => properties.id, { onDelete: "cascade" }),
  days: integer("days").array().notNull(),
  fromHour: integer("from_hour").notNull(),
  toHour: integer("to_hour").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed-in person's unsent posting wizard (decision 059): the fields as typed, the
 * amenities, the uploaded photos' ids, the step and when the browser saved it, so the draft
 * is there in another tab or browser and survives signing up. One per account; removed when
 * the listing is sent (properties/posting/drafts.server.ts is its one writer).
 */
export const listingDrafts = pgTable("listing_drafts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  step: integer("step").notNull().default(1),
  draft: jsonb("draft").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Listings a signed-in person keeps (the heart). */
export const shortlist = pgTable(
  "shortlist",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.propertyId] }), index("shortlist_property_idx").on(t.propertyId)],
);

/**
 * How often a listing's page was seen, per India day and kind of view (`page`: the listing
 * page). Counts only: no address, no person, no cookie (decision 031). Written in batches by
 * properties/stats/view-counter.server.ts, one row per listing, day and kind.
 */
export const listingViews = pgTable(
  "listing_views",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** The day in India time (Asia/Kolkata, UTC+5:30 all year). */
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day, t.kind] })],
);

/**
 * A search kept by a signed-in person; the daily alert e-mails the live listings that
 * match it and went live after `last_sent_at` (or after it was saved).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The search's URL query, canonical (filtersToParams), so that new filters extend it. */
    query: text("query").notNull(),
    paused: boolean("paused").notNull().default(false),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("saved_searches_user_idx").on(t.userId, t.createdAt.desc())],
);

// ── Numbers people decide with: locality prices ─────────────────────────────────────────

/**
 * The asking price per unit area of live sale listings, per city, locality, kind (flat and
 * house per sq ft, plot per sq yd) and month (its first day, India time): the count, median
 * and quartiles (properties/prices/prices.server.ts). A nightly job rewrites the current
 * month; past months stay as written, the trend's history. Every group is kept; pages show a
 * figure only from PUBLISH_AT_LEAST listings.
 */
export const localityPrices = pgTable(
  "locality_prices",
  {
    city: text("city").notNull(),
    /** The locality as place pages and search match it: lower-cased (decision 014). */
    localityKey: text("locality_key").notNull(),
    /** As its listings spell it (the first spelling in alphabetical order, as place pages name it). */
    locality: text("locality").notNull(),
    kind: text("kind").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    n: integer("n").notNull(),
    median: doublePrecision("median").notNull(),
    p25: doublePrecision("p25").notNull(),
    p75: doublePrecision("p75").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    // A locality's trend and a listing's comparison read by the first three and the month;
    // a city's localities of one month (the neighbours) by the first.
    primaryKey({ columns: [t.city, t.localityKey, t.kind, t.month] }),
  ],
);

// ── The company's own project list (/project, /admin/ourproject) ────────────────────────

export const ourProjects = pgTable(
  "our_projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [index("our_projects_created_idx").on(t.createdAt.desc())],
);

// ── Contact messages ────────────────────────────────────────────────────────────────────

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    message: text("message").notNull(),
    ...timestamps,
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc())],
);

// ── Static content, seeded and editable ─────────────────────────────────────────────────

export const cityPages = pgTable("city_pages", {
  slug: text("slug").primaryKey(),
  city: text("city").notNull(),
  title: text("title").notNull(),
  about: text("about").notNull(),
  location: text("location").notNull(),
  projectType: text("project_type").notNull(),
  amenities: text("amenities").array().notNull(),
  priceRange: text("price_range").notNull(),
  position: integer("position").notNull().default(0),
  /** The same words in Hindi, for Hindi pages (the company's own copy; null: English only). */
  hindi: jsonb("hindi").$type<{
    title: string;
    about: string;
    location: string;
    projectType: string;
    amenities: string[];
  }>(),
});

export const services = pgTable("services", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  location: text("location").notNull(),
  projectType: text("project_type").notNull(),
  amenities: text("amenities").array().notNull(),
  priceRange: text("price_range").notNull(),
  position: integer("position").notNull().default(0),
  /** The same words in Hindi, for Hindi pages (the company's own copy; null: English only). */
  hindi: jsonb("hindi").$type<{
    title: string;
    description: string;
    location: string;
    projectType: string;
    amenities: string[];
  }>(),
});

// ── Circle rates and the costs of buying (properties/costs) ──────────────────────────────

/**
 * The district's circle rates: the minimum value per sq m of a kind of home in a locality,
 * from the date it applies from. Rows are kept when a rate is revised (the one in force is
 * the latest that applies by today). The locality is matched by its slug, as place pages
 * match it ("Gomti Nagar", "gomti nagar" and "Gomti-Nagar" are one place).
 */
export const circleRates = pgTable(
  "circle_rates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    city: text("city").notNull(),
    /** As the district's list names it. */
    locality: text("locality").notNull(),
    localitySlug: text("locality_slug").notNull(),
    /** flat, house or plot (properties/price-kind.ts). */
    kind: text("kind").notNull(),
    ratePerSqm: integer("rate_per_sqm").notNull(),
    appliesFrom: date("applies_from").notNull(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One rate per place, kind and date: importing the same list twice changes nothing.
  (t) => [uniqueIndex("circle_rates_place_kind_from_idx").on(t.city, t.localitySlug, t.kind, t.appliesFrom)],
);

/** The cost rules an Admin changed (properties/costs/rules.ts has the defaults of the rest). */
export const costSettings = pgTable("cost_settings", {
  key: text("key").primaryKey(),
  value: doublePrecision("value").notNull(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ── Infrastructure ──────────────────────────────────────────────────────────────────────

/** Fixed-window counters for our own rate limits; shared by every server process. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);

/**
 * What changed on public pages (listings, projects, rates), written in the transaction of
 * the change itself and read by every process's change feed (db/change-feed.server.ts):
 * a process that missed the wake-up (a dropped connection, a crash) reads on from the last
 * change it applied. `xid` is the writing transaction's id: the feed reads only changes of
 * transactions older than every one still running, so a change committed late is never
 * skipped. Kept a day (pruned by the hourly lifecycle job).
 */
export const publicChanges = pgTable(
  "public_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    xid: bigint("xid", { mode: "number" }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
    /** The process that made it (it has applied the change already). */
    origin: text("origin").notNull(),
    /** A PublicChange: { tags }, "all" or { accounts }. */
    change: jsonb("change").notNull(),
    ...timestamps,
  },
  (t) => [index("public_changes_xid_id_idx").on(t.xid, t.id), index("public_changes_created_at_idx").on(t.createdAt)],
);

/** Small key-value facts about this installation (generated secret, seed markers). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * The legality register (issue 40, decision 046): layouts the LDA approved ("approved": its
 * approval or map number and date) and colonies or societies it listed as illegal or
 * unplanned ("illegal": the list's source and date), kept by Admins. A listing is matched by
 * its colony's name and its locality, both as keys (lower case, letters and digits): never
 * by a guess.
 */
export const legalityEntries = pgTable(
  "legality_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    city: text("city").notNull(),
    locality: text("locality").notNull(),
    localityKey: text("locality_key").notNull(),
    approvalNumber: text("approval_number").notNull().default(""),
    source: text("source").notNull().default(""),
    /** The approval's date, or the date of the list that named it. */
    dated: date("dated").notNull(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("legality_entries_place_idx").on(t.kind, t.city, t.localityKey, t.nameKey)],
);

// ── Bulk imports (properties/import): a poster's file, previewed, then applied as a job ──

/**
 * One file a poster sent to /profile/import: previewed (nothing written yet), then applied
 * row by row by a job. Its counts are kept here so the progress bar survives a restart.
 */
export const listingImports = pgTable(
  "listing_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    /** A full upload: the poster's imported listings missing from it are paused when applied. */
    full: boolean("full").notNull().default(false),
    /** previewed → queued → running → done (or failed). */
    status: text("status").notNull().default("previewed"),
    /** The preview's counts by action ({ new, changed, unchanged, paused, refused }). */
    counts: jsonb("counts").notNull(),
    /** Rows to apply (new and changed) and how many are done. */
    total: integer("total").notNull().default(0),
    done: integer("done").notNull().default(0),
    /** The listings a full upload pauses, chosen at the preview. */
    pauseIds: uuid("pause_ids").array().notNull().default(sql`'{}'::uuid[]`),
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** The worker's last sign of life: a stale one is taken over after a restart. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("listing_imports_user_idx").on(t.userId, t.createdAt),
    index("listing_imports_status_idx").on(t.status),
  ],
);

/** Each line of an import: what the preview found and, once applied, what became of it. */
export const listingImportRows = pgTable(
  "listing_import_rows",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => listingImports.id, { onDelete: "cascade" }),
    /** Its line in the file (the header is line 1). */
    line: integer("line").notNull(),
    reference: text("reference").notNull(),
    /** new, changed, unchanged or refused. */
    action: text("action").notNull(),
    /** The checked values (new and changed rows), the photo URLs and the row's digest. */
    values: jsonb("values"),
    photoUrls: text("photo_urls").array().notNull().default(sql`'{}'::text[]`),
    digest: text("digest"),
    /** The refusals: [{ column, message }] in English keys with their values. */
    problems: jsonb("problems"),
    /** Once applied: created, edited, edit-waiting, failed; the listing and the message. */
    outcome: text("outcome"),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    message: jsonb("message"),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);

/**
 * A poster's own reference for a listing they imported: the key a file is matched on, and
 * the digest of what the last applied row said (the same row again changes nothing).
 */
export const listingReferences = pgTable(
  "listing_references",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reference: text("reference").notNull(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    digest: text("digest").notNull(),
    photoUrls: text("photo_urls").array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.reference] }),
    uniqueIndex("listing_references_property_idx").on(t.propertyId),
  ],
);

/**
 * A poster's key to the import API (decision 064): shown once when made, kept only as the
 * SHA-256 of the key (a key is 32 random bytes, so a fast hash is enough: nothing to guess
 * from it), with its first characters to tell keys apart. Revoked keys stay for the record.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The key's first characters ("ae_3fK9…"), to tell keys apart; not enough to use it. */
    prefix: text("prefix").notNull(),
    hash: text("hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_keys_hash_idx").on(t.hash), index("api_keys_user_idx").on(t.userId)],
);

/**
 * A poster's nightly feed (decision 062): the address of a file their CRM keeps (CSV, .xlsx or
 * JSON), fetched every night and imported as a file is, and what the last night's fetch did.
 */
export const listingFeeds = pgTable("listing_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  /** The feed holds all the poster's listings: those missing from it are paused, as a full file's. */
  full: boolean("full").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  lastImportId: uuid("last_import_id").references(() => listingImports.id, { onDelete: "set null" }),
  /** Why the last fetch or reading failed, in both languages ({ en, hi }); null when it worked. */
  lastProblem: jsonb("last_problem"),
});

/**
 * Where a poster's CRM takes its leads (issue 59, item 7; decision 064): enquiries, messages
 * and visit requests on the poster's imported listings, each POSTed to `url` signed with
 * `secret` (Standard Webhooks). `leadsSince` is how far the leads have been collected.
 */
export const leadWebhooks = pgTable("lead_webhooks", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  /** "whsec_" and 24 random bytes in base64; the site signs with it, so it keeps it. */
  secret: text("secret").notNull(),
  leadsSince: timestamp("leads_since", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each lead sent to a poster's CRM, its tries and what the CRM answered: the poster's delivery log. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    /** Also the webhook-id header: a receiver that gets it twice knows it is the same lead. */
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** What the lead is ("enquiry:<id>", "message:<id>", "visit:<id>", "test:<time>"): each is sent once. */
    leadKey: text("lead_key").notNull(),
    event: text("event").notNull(),
    payload: jsonb("payload").notNull(),
    /** waiting → delivered, or failed once its tries are spent. */
    status: text("status").notNull().default("waiting"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    /** The CRM's last answer: its status code, or why it could not be reached. */
    lastAnswer: text("last_answer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_lead_idx").on(t.userId, t.leadKey),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);
