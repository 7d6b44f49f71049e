import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "#app/modules/accounts/accounts.server";
import { getDb } from "#app/modules/db/db.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import { sendSearchAlerts } from "#app/modules/properties/saved-searches/saved-searches.server";
import * as search from "#app/routes/_listings/search";
import { user } from "#db/schema";
import { AN_INDIRA_NAGAR_FLAT, postedProperty } from "../../support/factories";
import { createUser, request, sendForm, servicesForFile, type TestUser, updateAccounts } from "../../support/harness";

/** Each e-mail is written in its recipient's language (user.locale, decision 028). */

const services = servicesForFile({ postingLimits: "lifted" });
let hindiOwner: TestUser;
let englishOwner: TestUser;

beforeAll(async () => {
  hindiOwner = await createUser("Owner", { name: "Hindi Owner" });
  englishOwner = await createUser("Owner", { name: "English Owner" });
  // The root loader remembers the language a signed-in person browses in; here, set directly.
  await updateAccounts(eq(user.id, hindiOwner.id), { locale: "hi" });
});

const FORM = AN_INDIRA_NAGAR_FLAT;

const mailTo = (address: string) => services.mailsTo(address);
const DEVANAGARI = /[\u0900-\u097F]/;

describe("the listing approval e-mail", () => {
  it("reaches a Hindi owner in Hindi with links to the /hi pages, and an English owner in English", async () => {
    const hindiId = await postedProperty(hindiOwner, { ...FORM, projectBuildingName: "Gomti Heights" });
    const englishId = await postedProperty(englishOwner, { ...FORM, projectBuildingName: "Riverside Court" });
    await approveProperty(hindiId);
    await approveProperty(englishId);

    const hindi = (await mailTo(hindiOwner.email)).find((mail) => mail.subject.includes("Gomti Heights"));
    expect(hindi?.subject).toBe("आपकी संपत्ति Gomti Heights अब लाइव है");
    expect(hindi?.text).toContain("नमस्ते Hindi Owner,");
    expect(hindi?.text).toContain("अपनी संपत्ति देखें");
    expect(hindi?.text).not.toContain("Our team");
    expect(hindi?.html).toContain('<html lang="hi">');
    expect(hindi?.html).toMatch(DEVANAGARI);
    // The button's link and the text's address are the Hindi page of the listing.
    const links = [...(hindi?.text ?? "").matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]));
    const listingLink = links.find((url) => url.pathname.startsWith("/hi/"));
    expect(listingLink?.toString()).toContain(hindiId);
    expect(hindi?.html).toContain(`href="${listingLink?.toString()}"`);

    const english = (await mailTo(englishOwner.email)).find((mail) => mail.subject.includes("Riverside Court"));
    expect(english?.subject).toBe("Your property Riverside Court is live");
    expect(english?.text).toContain("Hello English Owner,");
    expect(english?.text).toContain(
      "Our team has checked Riverside Court and it is now on Awadh Estates for everyone to see.",
    );
    expect(english?.text).not.toMatch(DEVANAGARI);
    expect(english?.html).toContain('<html lang="en">');
    expect(english?.text).not.toMatch(/https?:\/\/[^/\s]+\/hi\//);
  });
});

describe("the confirmation e-mail at sign-up", () => {
  it("is in the language of the sign-up page, with its link under /hi for Hindi", async () => {
    const signUp = (path: string, email: string) =>
      registerUser(request(path, { method: "POST" }), {
        name: "Sita Verma",
        email,
        password: "Hazratganj-Chowk-77",
        confirmPassword: "Hazratganj-Chowk-77",
        mobileNumber: "9839077001",
        role: "Client",
      });
    expect((await signUp("/hi/sign", "sita.hindi@example.in")).ok).toBe(true);
    expect((await signUp("/sign", "sita.english@example.in")).ok).toBe(true);
    const [stored] = await getDb()
      .select({ locale: user.locale })
      .from(user)
      .where(eq(user.email, "sita.hindi@example.in"));
    expect(stored?.locale).toBe("hi");

    const [hindi] = await mailTo("sita.hindi@example.in");
    expect(hindi?.subject).toBe("Awadh Estates के लिए अपना ई-मेल पता पक्का करें");
    expect(hindi?.text).toMatch(/https?:\/\/[^/\s]+\/hi\/verify-email\?token=/);
    const [english] = await mailTo("sita.english@example.in");
    expect(english?.subject).toBe("Confirm your e-mail address for Awadh Estates");
    expect(english?.text).toMatch(/https?:\/\/[^/\s]+\/verify-email\?token=/);
  });
});

describe("the saved-search alert", () => {
  it("words a new listing's price and facts in Hindi for a Hindi reader", async () => {
    const saved = await sendForm(search.action, "/hi/Search", hindiOwner, {
      name: "",
      query: "city=Lucknow&bhk=3&locality=Indira+Nagar",
    });
    expect(saved.data).toMatchObject({ ok: true });
    const id = await postedProperty(englishOwner, { ...FORM, projectBuildingName: "Alert Court" });
    await approveProperty(id);
    await sendSearchAlerts();

    const alert = (await mailTo(hindiOwner.email)).find((mail) => mail.text.includes("Alert Court"));
    expect(alert?.html).toContain('<html lang="hi">');
    expect(alert?.text).toContain("₹65 लाख");
    expect(alert?.text).toContain("वर्ग फुट");
    expect(alert?.text).not.toMatch(/Lakh|sq ft/);
  });
});
