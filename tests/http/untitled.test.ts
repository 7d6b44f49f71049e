import { expect, test } from "vitest";
import type { HttpSession } from "../support/http-session";
import { adminAccount, newAccount, outboxFor, postPropertyAs, sessionAs } from "../support/site";

/**
 * B9 (newuser.md): a listing posted without a project or building name was published as
 * "Untitled Project", in Hindi too. It is now titled from its facts (listing-core/title.ts)
 * wherever a listing is named. This walks the pages and e-mails a nameless plot goes through,
 * in both languages and for each person who sees it, and looks for the old placeholder.
 */
const UNTITLED = /untitled project/i;
const ENGLISH = "150 sq yd plot in Kursi Road";
const HINDI = "कुर्सी रोड में 150 गज का प्लॉट";

async function html(session: HttpSession, path: string): Promise<string> {
  const response = await session.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

test("a listing without a building name is named from its facts on every page and in every e-mail", async () => {
  const ownerAccount = newAccount("Owner");
  const seekerAccount = newAccount("Client");
  const owner = await sessionAs({ ...ownerAccount, register: true });
  const seeker = await sessionAs({ ...seekerAccount, register: true });
  const admin = await sessionAs(adminAccount);
  const visitor = await sessionAs();
  const id = await postPropertyAs(owner, {
    listingType: "Sell",
    propertyCategory: "Residential",
    propertyType: "Plot/Land",
    city: "Lucknow",
    locality: "Kursi Road",
    plotArea: "150",
    areaUnit: "sqyd",
    price: "27 lakh",
    contactNumber: "9839012345",
  });
  const detail = `/listing-detail?id=${id}`;
  // Waiting for approval: the owner's and the Admin's pages.
  const pending = [
    [owner, "/profile"],
    [owner, detail],
    [admin, "/admin/Postproject"],
  ] as const;
  for (const [who, path] of pending) expect(await html(who, path), path).not.toMatch(UNTITLED);
  expect(await html(admin, "/admin/Postproject")).toContain(ENGLISH);
  expect((await admin.post(detail, { form: { intent: "approve", id } })).status()).toBe(200);

  // Live: the seeker asks about it, which opens a conversation and e-mails the owner.
  const asked = await seeker.post(detail, {
    form: {
      intent: "enquire",
      name: seekerAccount.name,
      email: seekerAccount.email,
      mobileNumber: seekerAccount.mobileNumber,
      message: "Is the registry clear? Can I visit on Sunday?",
    },
  });
  expect(asked.status()).toBe(200);

  const pages: Array<[HttpSession, string, string]> = [
    [visitor, detail, ENGLISH],
    [visitor, `/hi${detail}`, HINDI],
    [visitor, "/Search?locality=Kursi%20Road", ENGLISH],
    [visitor, "/hi/Search?locality=Kursi%20Road", HINDI],
    [visitor, "/Search?locality=Kursi%20Road&view=map", ENGLISH],
    [visitor, "/listing-post", ENGLISH],
    [visitor, "/properties/lucknow", ENGLISH],
    [visitor, "/properties/lucknow/kursi-road", ENGLISH],
    [owner, "/profile", ENGLISH],
    [owner, "/hi/profile", HINDI],
    [owner, "/profile/enquiries", ENGLISH],
    [owner, "/messages", ENGLISH],
    [owner, "/hi/messages", HINDI],
    [owner, `/profile/listing-stats?id=${id}`, ENGLISH],
    [owner, "/profile/visit-hours", ENGLISH],
    [seeker, "/messages", ENGLISH],
    [seeker, "/profile/enquiries", ENGLISH],
    [seeker, `/messages/book?listing=${id}`, ENGLISH],
    [admin, "/admin/Postproject?status=live", ENGLISH],
  ];
  for (const [who, path, title] of pages) {
    const text = await html(who, path);
    expect(text, path).not.toMatch(UNTITLED);
    expect(text, path).toContain(title);
  }
  for (const address of [ownerAccount.email, seekerAccount.email]) {
    const mails = await outboxFor(address);
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`, mail.subject).not.toMatch(UNTITLED);
    }
  }
  const enquiry = (await outboxFor(ownerAccount.email)).find((mail) => mail.subject.startsWith("Enquiry about"));
  expect(enquiry?.subject).toBe(`Enquiry about ${ENGLISH}`);
});
