import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/modules/db/db.server";
import { setClock } from "#app/modules/platform/clock.server";
import { mailNewMessages } from "#app/modules/properties/messages/messages-mail.server";
import type { ConversationPageData, ConversationSummary } from "#app/modules/properties/messages/view";
import { sendVisitReminders } from "#app/modules/properties/messages/visits.server";
import { CONVERSATION_ANSWERS, VISIT_ANSWERS } from "#app/modules/properties/messages/words";
import { POSTER_ANSWERS } from "#app/modules/properties/words";
import * as rootRoute from "#app/root";
import * as deleteAccount from "#app/routes/_account/delete-account";
import * as bookVisit from "#app/routes/_account/messages/book-visit";
import * as conversationRoute from "#app/routes/_account/messages/conversation";
import * as messagesRoute from "#app/routes/_account/messages/list";
import * as visitCalendar from "#app/routes/_account/messages/visit-calendar";
import * as visitHoursRoute from "#app/routes/_account/messages/visit-hours";
import * as myData from "#app/routes/_account/my-data";
import * as settings from "#app/routes/_account/settings";
import * as listingDetail from "#app/routes/_listings/listing-detail";
import * as adminConversations from "#app/routes/admin/messages";
import { conversationMessages, conversations, enquiries, siteVisits, user } from "#db/schema";
import { liveProperty } from "../../../support/factories";
import { callRoute, createUser, request, sendForm, servicesForFile, type TestUser } from "../../../support/harness";
import type { SentMail } from "../../../support/mail";

const services = servicesForFile({
  postingLimits: "lifted",
  env: { CONVERSATIONS_PER_DAY: "2", CONVERSATIONS_PER_ADDRESS_PER_DAY: "3", MESSAGES_PER_CONVERSATION_PER_HOUR: "4" },
});

const SEEKER_TYPES = "Call me on 98390 12210 or write to pooja.k@gmail.com, thanks.";
const MASKED = "Call me on [number hidden] or write to [e-mail hidden], thanks.";

let owner: TestUser;
let ownerEmail: string;
let listing: string;

beforeAll(async () => {
  owner = await createUser("Owner", { name: "Rashmi Tandon", mobileNumber: "9721000001" });
  ownerEmail = await emailOf(owner);
  listing = await livePlace(owner, "Gomti Greens");
});

async function emailOf(account: TestUser) {
  const [row] = await getDb().select({ email: user.email }).from(user).where(eq(user.id, account.id));
  return row?.email ?? "";
}

const livePlace = (account: TestUser, name: string) =>
  liveProperty(account, {
    bedrooms: "3",
    projectBuildingName: name,
    locality: "Vibhuti Khand",
    address: "Near Summit Building",
    plotArea: "1500",
    price: "9500000",
  });

let addresses = 0;
/** Each enquiry from an address of its own unless one is named (the caps count per address). */
const enquire = (
  id: string,
  who: TestUser,
  message: string,
  ip = `198.51.${Math.floor(++addresses / 250)}.${addresses % 250}`,
) =>
  callRoute(
    listingDetail.action,
    request(`/listing-detail?id=${id}`, {
      method: "POST",
      cookie: who.cookie,
      form: { intent: "enquire", name: "Pooja Kapoor", email: "x@example.in", mobileNumber: "9000000000", message },
      ip,
    }),
  );

const act = (id: string, who: TestUser, form: Record<string, string>, ip?: string) =>
  callRoute(conversationRoute.action, request(`/messages/${id}`, { method: "POST", cookie: who.cookie, form, ip }), {
    id,
  });

async function pageOf(id: string, who: TestUser) {
  const answer = await callRoute(conversationRoute.loader, request(`/messages/${id}`, { cookie: who.cookie }), { id });
  return answer.data as ConversationPageData;
}

async function listOf(who: TestUser) {
  const answer = await callRoute(messagesRoute.loader, request("/messages", { cookie: who.cookie }));
  return (answer.data as { conversations: ConversationSummary[] }).conversations;
}

async function unreadInTopBar(who: TestUser) {
  const answer = await callRoute(rootRoute.loader, request("/", { cookie: who.cookie }));
  return (answer.data as { user: { unread: number } }).user.unread;
}

const mailsTo = (address: string, subject: string | RegExp) =>
  services
    .mailsTo(address)
    .then((mails) =>
      mails.filter((mail) => (typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject))),
    );

/** The message of an answer, if there is one. */
const messageOf = (answer: { data: unknown } | undefined) =>
  (answer?.data as { message?: string } | undefined)?.message;

/** The calendar attached to an e-mail, parsed as a calendar program parses it. */
function calendarIn(mail: SentMail | undefined) {
  const attachment = mail?.attachments?.find((file) => file.filename.endsWith(".ics"));
  if (!attachment) throw new Error(`no .ics in ${mail?.subject}`);
  return new ICAL.Component(ICAL.parse(attachment.content));
}

describe("an enquiry opens a conversation", () => {
  it("the owner reads it masked at /messages with an unread count and replies; each side is e-mailed at most hourly with a link back", async () => {
    const seeker = await createUser("Client", { name: "Pooja Kapoor", mobileNumber: "9839012210" });
    const seekerEmail = await emailOf(seeker);
    const sent = await enquire(listing, seeker, SEEKER_TYPES);
    expect(sent).toMatchObject({ status: 200, data: { message: POSTER_ANSWERS.owner.enquirySent } });

    // The owner's e-mail links to the conversation and carries no contact of the seeker.
    const [notice] = await mailsTo(ownerEmail, "Enquiry about Gomti Greens");
    expect(notice?.text).toContain(MASKED);
    expect(notice?.text).not.toContain("98390 12210");
    expect(notice?.text).not.toContain("9839012210");
    expect(notice?.text).not.toContain("pooja.k@gmail.com");
    expect(notice?.text).not.toContain(seekerEmail);
    const link = notice?.text.match(/https?:\/\/\S+\/messages\/([0-9a-f-]{36})/);
    expect(link).not.toBeNull();
    const id = link?.[1] ?? "";

    const [entry] = (await listOf(owner)).filter((item) => item.id === id);
    expect(entry).toMatchObject({ listing: "Gomti Greens", otherName: "Pooja Kapoor", unread: 1, side: "poster" });
    expect(entry?.preview).toBe(MASKED);
    expect(await unreadInTopBar(owner)).toBeGreaterThanOrEqual(1);

    const ownersView = await pageOf(id, owner);
    expect(ownersView.conversation.messages).toEqual([
      expect.objectContaining({ mine: false, body: MASKED, masked: true }),
    ]);
    expect(ownersView.conversation.other).toEqual({ name: "Pooja Kapoor", role: "Client" });
    // Opened, it is read.
    expect((await listOf(owner)).find((item) => item.id === id)?.unread).toBe(0);
    // The writer reads their own words, told that the other side sees them hidden.
    const seekersView = await pageOf(id, seeker);
    expect(seekersView.conversation.messages[0]).toMatchObject({ mine: true, body: SEEKER_TYPES, masked: true });

    // The owner replies: the seeker is e-mailed at once, with the way back.
    expect(await act(id, owner, { intent: "send", body: "Yes, it is available. Mine is 97210 00001." })).toMatchObject({
      status: 200,
      data: { ok: true, message: CONVERSATION_ANSWERS.sent, intent: "send" },
    });
    expect(await unreadInTopBar(seeker)).toBe(1);
    const [reply] = await mailsTo(seekerEmail, "New message about Gomti Greens");
    expect(reply?.text).toContain("Rashmi Tandon wrote to you about Gomti Greens:");
    expect(reply?.text).toContain("“Yes, it is available. Mine is [number hidden].”");
    expect(reply?.text).toContain(`/messages/${id}`);

    // A second within the hour is not e-mailed; the job sends it once the hour is up.
    await act(id, owner, { intent: "send", body: "Sunday mornings suit me best." });
    await mailNewMessages();
    expect(await mailsTo(seekerEmail, "New message about Gomti Greens")).toHaveLength(1);
    setClock(new Date(Date.now() + 61 * 60 * 1000));
    await mailNewMessages();
    const mails = await mailsTo(seekerEmail, "New message about Gomti Greens");
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain("“Sunday mornings suit me best.”");
    expect(mails[1]?.text).not.toContain("Yes, it is available");
    // Nothing new: nothing sent, however often the job runs.
    await mailNewMessages();
    expect(await mailsTo(seekerEmail, "New message about Gomti Greens")).toHaveLength(2);

    // Muted, the seeker is not e-mailed.
    expect(await act(id, seeker, { intent: "mute" })).toMatchObject({ data: { message: CONVERSATION_ANSWERS.muted } });
    setClock(new Date(Date.now() + 3 * 60 * 60 * 1000));
    await act(id, owner, { intent: "send", body: "Are you coming?" });
    await mailNewMessages();
    expect(await mailsTo(seekerEmail, "New message about Gomti Greens")).toHaveLength(2);

    // Someone else's conversation is not there for them, to read or to write in.
    const stranger = await createUser("Client");
    const theirs = await callRoute(conversationRoute.loader, request(`/messages/${id}`, { cookie: stranger.cookie }), {
      id,
    });
    expect(theirs.status).toBe(404);
    expect((await act(id, stranger, { intent: "send", body: "hello" })).status).toBe(404);
  });

  it("contacts are shared only when both agree: then each sees the other's number and e-mail, and new messages are unmasked", async () => {
    const seeker = await createUser("Client", { name: "Arjun Mehra", mobileNumber: "9839012311" });
    await enquire(listing, seeker, `Please call 98390 12311.`);
    const [row] = await getDb().select().from(conversations).where(eq(conversations.seekerId, seeker.id));
    const id = row?.id ?? "";
    expect(await act(id, owner, { intent: "accept-contacts" })).toMatchObject({
      status: 409,
      data: { message: CONVERSATION_ANSWERS.noOffer },
    });
    expect(await act(id, seeker, { intent: "offer-contacts" })).toMatchObject({
      data: { message: CONVERSATION_ANSWERS.contactOffered },
    });
    // Offered, not accepted: still nothing to see.
    expect((await pageOf(id, owner)).conversation).toMatchObject({
      other: { name: "Arjun Mehra", role: "Client" },
      contacts: { shared: false, offeredToMe: true },
    });
    expect((await pageOf(id, owner)).conversation.other).not.toHaveProperty("mobileNumber");
    expect(await act(id, owner, { intent: "accept-contacts" })).toMatchObject({
      data: { message: CONVERSATION_ANSWERS.contactsShared },
    });
    const owners = (await pageOf(id, owner)).conversation;
    expect(owners.other).toMatchObject({ mobileNumber: "9839012311", email: await emailOf(seeker) });
    expect((await pageOf(id, seeker)).conversation.other).toMatchObject({
      mobileNumber: "9721000001",
      email: ownerEmail,
    });
    // Typed before: still masked. Typed after: as written.
    setClock(new Date(Date.now() + 1000));
    await act(id, seeker, { intent: "send", body: "My office number is 0522 4012345." });
    const messages = (await pageOf(id, owner)).conversation.messages;
    expect(messages[0]).toMatchObject({ body: "Please call [number hidden].", masked: true });
    expect(messages[1]).toMatchObject({ body: "My office number is 0522 4012345.", masked: false });
  });
});

describe("blocking, reporting and the limits", () => {
  it("a blocked person cannot write nor start a new conversation with the poster; unblocked they can; nothing is lost", async () => {
    const seeker = await createUser("Client", { name: "Spam Sender" });
    await enquire(listing, seeker, "Hello, is it available?");
    const [row] = await getDb().select().from(conversations).where(eq(conversations.seekerId, seeker.id));
    const id = row?.id ?? "";
    expect(await act(id, owner, { intent: "block" })).toMatchObject({
      data: { message: CONVERSATION_ANSWERS.blocked },
    });
    const before = await getDb().$count(conversationMessages, eq(conversationMessages.conversationId, id));
    expect(await act(id, seeker, { intent: "send", body: "Why no answer??" })).toMatchObject({
      status: 403,
      data: { ok: false, message: CONVERSATION_ANSWERS.blockedYou },
    });
    expect(await act(id, owner, { intent: "send", body: "..." })).toMatchObject({
      status: 403,
      data: { message: CONVERSATION_ANSWERS.youBlocked },
    });
    // Another listing of the same poster: no new conversation, no enquiry stored.
    const other = await livePlace(owner, "Gomti Greens Phase 2");
    const enquiriesBefore = await getDb().$count(enquiries);
    expect(await enquire(other, seeker, "And this one?")).toMatchObject({
      status: 403,
      data: { message: CONVERSATION_ANSWERS.blockedStart },
    });
    expect(await getDb().$count(enquiries)).toBe(enquiriesBefore);
    expect(await getDb().$count(conversations, eq(conversations.propertyId, other))).toBe(0);
    expect(await getDb().$count(conversationMessages, eq(conversationMessages.conversationId, id))).toBe(before);
    expect((await pageOf(id, seeker)).conversation).toMatchObject({ closed: true, block: "them" });

    await act(id, owner, { intent: "unblock" });
    expect(await act(id, seeker, { intent: "send", body: "Thanks for unblocking." })).toMatchObject({ status: 200 });
  });

  it("a report reaches the Admins' desk, which shows reported conversations only", async () => {
    const seeker = await createUser("Client", { name: "Reporting Seeker" });
    await enquire(listing, seeker, "Is the price negotiable?");
    const quiet = await createUser("Client", { name: "Quiet Seeker" });
    await enquire(listing, quiet, "A conversation nobody reported.");
    const [row] = await getDb().select().from(conversations).where(eq(conversations.seekerId, seeker.id));
    const id = row?.id ?? "";
    await act(id, owner, { intent: "send", body: "Pay a token of ₹50,000 to hold it, today only." });
    expect(await act(id, seeker, { intent: "report", reason: "made-up" })).toMatchObject({
      status: 400,
      data: { message: CONVERSATION_ANSWERS.reportReason },
    });
    expect(
      await act(id, seeker, { intent: "report", reason: "fraud", note: "Asks for money before a visit" }),
    ).toMatchObject({
      data: { message: CONVERSATION_ANSWERS.reported },
    });
    expect(await act(id, seeker, { intent: "report", reason: "fraud" })).toMatchObject({
      data: { message: CONVERSATION_ANSWERS.alreadyReported },
    });
    const admin = await createUser("Admin");
    const desk = await callRoute(adminConversations.loader, request("/admin/conversations", { cookie: admin.cookie }));
    const reports = (
      desk.data as {
        reports: Array<{ reportId: string; conversationId: string; reason: string; messages: Array<{ body: string }> }>;
      }
    ).reports;
    expect(reports.map((report) => report.conversationId)).toEqual([id]);
    expect(reports[0]?.reason).toBe("fraud");
    expect(reports[0]?.messages.map((message) => message.body)).toContain(
      "Pay a token of ₹50,000 to hold it, today only.",
    );
    // Only Admins.
    const refused = await callRoute(
      adminConversations.loader,
      request("/admin/conversations", { cookie: seeker.cookie }),
    );
    expect(refused.status).toBe(403);
    await sendForm(adminConversations.action, "/admin/conversations", admin, { id: reports[0]?.reportId ?? "" });
    const after = await callRoute(adminConversations.loader, request("/admin/conversations", { cookie: admin.cookie }));
    expect((after.data as { reports: unknown[] }).reports).toEqual([]);
  });

  it("new conversations stop at the caps per account and per address, however many are sent at once", async () => {
    const places = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => livePlace(owner, `Cap Court ${n}`)));
    const eager = await createUser("Client");
    const answers = await Promise.all(places.map((place) => enquire(place, eager, "Available?", "198.51.100.40")));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const refused = answers.find((answer) => answer.status === 429);
    expect(messageOf(refused)).toMatch(
      /^You have started 2 conversations in the last 24 hours, the most we allow\. You can start another from /,
    );
    expect(await getDb().$count(conversations, eq(conversations.seekerId, eager.id))).toBe(2);
    expect(await getDb().$count(enquiries, eq(enquiries.senderId, eager.id))).toBe(2);

    // Fresh accounts from one address: 3 a day, whatever the accounts.
    const accounts = await Promise.all([1, 2, 3, 4].map(() => createUser("Client")));
    const fromOneAddress = await Promise.all(
      accounts.map((account, n) => enquire(places[n] ?? "", account, "Available?", "198.51.100.41")),
    );
    expect(fromOneAddress.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(messageOf(fromOneAddress.find((answer) => answer.status === 429))).toMatch(
      /^3 conversations have been started from your connection in the last 24 hours/,
    );
  });

  it("messages per conversation and hour stop at the cap, and free an hour later", async () => {
    const seeker = await createUser("Client");
    await enquire(listing, seeker, "First message.");
    const [row] = await getDb().select().from(conversations).where(eq(conversations.seekerId, seeker.id));
    const id = row?.id ?? "";
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => act(id, seeker, { intent: "send", body: `More ${n}` })),
    );
    // The enquiry's message counts: 3 more fit under 4 an hour.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(messageOf(answers.find((answer) => answer.status === 429))).toMatch(
      /^You have sent 4 messages in this conversation in the last hour, the most we allow\./,
    );
    expect(await getDb().$count(conversationMessages, eq(conversationMessages.conversationId, id))).toBe(4);
    setClock(new Date(Date.now() + 61 * 60 * 1000));
    expect(await act(id, seeker, { intent: "send", body: "An hour later." })).toMatchObject({ status: 200 });
    expect(await act(id, seeker, { intent: "send", body: "   " })).toMatchObject({
      status: 400,
      data: { message: CONVERSATION_ANSWERS.empty, field: "body" },
    });
    expect(await act(id, seeker, { intent: "send", body: "x".repeat(2001) })).toMatchObject({
      status: 400,
      data: { message: CONVERSATION_ANSWERS.tooLong },
    });
  });
});

describe("site visits", () => {
  // Friday 8 January 2027, 9:00 in the morning in India.
  const FRIDAY = new Date("2027-01-08T03:30:00Z");

  it("proposed from the listing within the poster's hours, confirmed with a calendar invite, reminded the evening before, cancelled with a reason", async () => {
    setClock(FRIDAY);
    const seeker = await createUser("Client", { name: "Kavya Seeker" });
    const seekerEmail = await emailOf(seeker);
    const place = await livePlace(owner, "Visit Villa");
    // The poster accepts weekdays, 10:00 to 17:00.
    const saved = await callRoute(
      visitHoursRoute.action,
      request("/profile/visit-hours", {
        method: "POST",
        cookie: owner.cookie,
        form: { id: place, days: ["1", "2", "3", "4", "5"], from: "10", to: "17" },
      }),
    );
    expect(saved).toMatchObject({ status: 200, data: { ok: true, message: VISIT_ANSWERS.hoursSaved } });
    // Someone else cannot set them.
    expect(
      await callRoute(
        visitHoursRoute.action,
        request("/profile/visit-hours", {
          method: "POST",
          cookie: seeker.cookie,
          form: { id: place, days: "1", from: "9", to: "12" },
        }),
      ),
    ).toMatchObject({ status: 404 });

    const book = (slots: string[]) =>
      callRoute(
        bookVisit.action,
        request("/messages/book", {
          method: "POST",
          cookie: seeker.cookie,
          form: { listing: place, slot1: slots[0] ?? "", slot2: slots[1] ?? "", slot3: slots[2] ?? "" },
        }),
      );
    // Saturday is not a visiting day: refused, nothing kept (not even a conversation).
    expect(await book(["2027-01-09T11:00"])).toMatchObject({
      status: 400,
      data: { message: VISIT_ANSWERS.outsideHours },
    });
    expect(await getDb().$count(conversations, eq(conversations.propertyId, place))).toBe(0);
    const booked = await book(["2027-01-11T11:00", "2027-01-11T15:30", "2027-01-12T10:30"]);
    expect(booked.status).toBe(302);
    const id = booked.location?.split("/messages/")[1] ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const [proposal] = await mailsTo(ownerEmail, "Visit times proposed for Visit Villa");
    expect(proposal?.text).toContain("Kavya Seeker proposes a site visit to Visit Villa at one of these times:");
    expect(proposal?.text).toContain("Monday, 11 January 2027 at 11:00 am");
    expect(proposal?.text).toContain(`/messages/${id}`);

    const ownersView = await pageOf(id, owner);
    const [visit] = ownersView.visits;
    expect(visit).toMatchObject({ status: "proposed", canAnswer: true, proposedByMe: false });
    expect(visit?.slots).toEqual(["2027-01-11T05:30:00.000Z", "2027-01-11T10:00:00.000Z", "2027-01-12T05:00:00.000Z"]);
    // The seeker cannot confirm their own proposal.
    expect(
      await act(id, seeker, { intent: "confirm-visit", visitId: visit?.id ?? "", slot: visit?.slots[0] ?? "" }),
    ).toMatchObject({
      status: 403,
      data: { message: VISIT_ANSWERS.notYours },
    });
    expect(
      await act(id, owner, { intent: "confirm-visit", visitId: visit?.id ?? "", slot: visit?.slots[1] ?? "" }),
    ).toMatchObject({
      status: 200,
      data: { message: VISIT_ANSWERS.confirmed },
    });

    // Both get the confirmation with an invite a calendar reads.
    for (const [address, withName] of [
      [seekerEmail, "Rashmi Tandon"],
      [ownerEmail, "Kavya Seeker"],
    ] as const) {
      const [confirmed] = await mailsTo(address, /^Site visit confirmed: Visit Villa, /);
      expect(confirmed?.subject).toBe("Site visit confirmed: Visit Villa, Monday, 11 January 2027 at 3:30 pm");
      const event = new ICAL.Event(calendarIn(confirmed).getFirstSubcomponent("vevent") ?? undefined);
      expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-11T10:00:00.000Z");
      expect(event.endDate.toJSDate().toISOString()).toBe("2027-01-11T11:00:00.000Z");
      expect(event.summary).toBe("Site visit: Visit Villa");
      expect(event.location).toBe("Near Summit Building, Vibhuti Khand, Lucknow");
      expect(event.description).toContain(withName);
    }
    // The same invite from the page, for the two sides only.
    const download = await callRoute(
      visitCalendar.loader,
      request(`/messages/visit/${visit?.id}.ics`, { cookie: seeker.cookie }),
      { visitId: visit?.id ?? "" },
    );
    expect(download.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(new ICAL.Component(ICAL.parse(String(download.data))).getFirstPropertyValue("method")).toBe("PUBLISH");
    const other = await createUser("Client");
    const notTheirs = await callRoute(
      visitCalendar.loader,
      request(`/messages/visit/${visit?.id}.ics`, { cookie: other.cookie }),
      {
        visitId: visit?.id ?? "",
      },
    );
    expect(notTheirs.status).toBe(404);

    // Sunday 17:59 India time: not yet. 18:00: both reminded, once.
    setClock(new Date("2027-01-10T12:29:00Z"));
    expect(await sendVisitReminders()).toEqual({ reminded: 0 });
    setClock(new Date("2027-01-10T12:31:00Z"));
    expect(await sendVisitReminders()).toEqual({ reminded: 1 });
    expect(await sendVisitReminders()).toEqual({ reminded: 0 });
    for (const address of [seekerEmail, ownerEmail]) {
      const reminders = await mailsTo(address, "Reminder: site visit tomorrow, Monday, 11 January 2027 at 3:30 pm");
      expect(reminders).toHaveLength(1);
    }

    // Cancelled with a reason: the other side is told, with the event cancelled.
    expect(await act(id, owner, { intent: "cancel-visit", visitId: visit?.id ?? "", reason: "" })).toMatchObject({
      status: 400,
      data: { message: VISIT_ANSWERS.reasonNeeded },
    });
    expect(
      await act(id, owner, {
        intent: "cancel-visit",
        visitId: visit?.id ?? "",
        reason: "The tenant needs the morning.",
      }),
    ).toMatchObject({ data: { message: VISIT_ANSWERS.cancelled } });
    const [cancelled] = await mailsTo(seekerEmail, /^Site visit cancelled: Visit Villa/);
    expect(cancelled?.text).toContain("Their reason: The tenant needs the morning.");
    expect(calendarIn(cancelled).getFirstPropertyValue("method")).toBe("CANCEL");
    const [stored] = await getDb()
      .select()
      .from(siteVisits)
      .where(eq(siteVisits.id, visit?.id ?? ""));
    expect(stored).toMatchObject({
      status: "cancelled",
      cancelledBy: "poster",
      reason: "The tenant needs the morning.",
    });
  });
});

describe("the poster's choice and the person's data", () => {
  it("Messages only: the number is not shown, not even to who saw it before, and a reveal is refused", async () => {
    const answer = await sendForm(settings.action, "/profile/settings", owner, { intent: "reach", reach: "messages" });
    expect(answer.status).toBe(200);
    const seeker = await createUser("Client");
    const page = await callRoute(
      listingDetail.loader,
      request(`/listing-detail?id=${listing}`, { cookie: seeker.cookie }),
    );
    expect(JSON.stringify(page.data)).not.toContain("9721000001");
    expect((page.data as { owner: { messagesOnly: boolean } }).owner.messagesOnly).toBe(true);
    const reveal = await callRoute(
      listingDetail.action,
      request(`/listing-detail?id=${listing}`, { method: "POST", cookie: seeker.cookie, form: { intent: "reveal" } }),
    );
    expect(reveal).toMatchObject({ status: 403, data: { message: POSTER_ANSWERS.owner.messagesOnly } });
    await sendForm(settings.action, "/profile/settings", owner, { intent: "reach", reach: "phone" });
  });

  it("the data download holds the conversations as the person sees them; an erased account leaves the other side's conversation whole", async () => {
    const seeker = await createUser("Client", { name: "Leaving Seeker" });
    await enquire(listing, seeker, "My number is 98390 55555.");
    const [row] = await getDb().select().from(conversations).where(eq(conversations.seekerId, seeker.id));
    const id = row?.id ?? "";
    await act(id, owner, { intent: "send", body: "Call me at 97210 00001 please." });

    const download = await callRoute(myData.loader, request("/profile/data", { cookie: seeker.cookie }));
    const body = JSON.parse(String(download.data)) as {
      conversations: Array<{ id: string; with: string; messages: Array<{ from: string; text: string }> }>;
    };
    const mine = body.conversations.find((item) => item.id === id);
    expect(mine?.with).toBe("Rashmi Tandon");
    expect(mine?.messages).toEqual([
      { from: "you", text: "My number is 98390 55555.", at: expect.any(String) },
      { from: "them", text: "Call me at [number hidden] please.", at: expect.any(String) },
    ]);

    const erased = await sendForm(deleteAccount.action, "/profile/delete", seeker, {
      password: seeker.password,
      confirm: "DELETE",
    });
    expect(erased.status).toBeLessThan(400);
    const view = (await pageOf(id, owner)).conversation;
    expect(view.other).toBeNull();
    expect(view.closed).toBe(true);
    expect(view.messages).toEqual([expect.objectContaining({ mine: true, body: "Call me at 97210 00001 please." })]);
    expect((await listOf(owner)).find((item) => item.id === id)?.otherName).toBeNull();
    expect(await act(id, owner, { intent: "send", body: "Hello?" })).toMatchObject({
      status: 409,
      data: { message: CONVERSATION_ANSWERS.otherDeleted },
    });
  });
});
