import sharp from "sharp";
import { E2E } from "../e2e/e2e-env";
import { HttpSession, type Requester } from "./http-session";
import { mailsIn, type SentMail } from "./mail";
import { proveMobile } from "./sms";

export interface Account {
  name: string;
  email: string;
  password: string;
  mobileNumber: string;
  role: "Owner" | "Client" | "Agent" | "Admin";
}

let sequence = 0;

export function newAccount(role: Account["role"] = "Client"): Account {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `Test ${role} ${unique}`,
    email: `${role.toLowerCase()}.${unique}@e2e.awadhestates.in`,
    password: `Hazratganj-${unique}`,
    mobileNumber: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    role,
  };
}

export const adminAccount: Account = { ...E2E.admin, name: "Administrator", mobileNumber: "", role: "Admin" };

/**
 * A visitor of the end-to-end server without a browser: signed in as the account when one
 * is given (registered through the sign-up form's action first when asked, which signs it
 * in, decision 059; and then its mobile number verified by the code the server sent by SMS).
 */
export async function sessionAs(
  account?: { email: string; password: string; register?: boolean },
  options: { maxRedirects?: number; baseURL?: string; smsOutboxDir?: string } = {},
): Promise<HttpSession> {
  const session = new HttpSession({ baseURL: options.baseURL ?? E2E.baseURL, maxRedirects: options.maxRedirects });
  if (account?.register) {
    const full = account as Account;
    const signUp = await session.post("/sign", { form: { ...full, confirmPassword: full.password }, maxRedirects: 0 });
    if (signUp.status() !== 200 || !/session_token=/.test(signUp.headers()["set-cookie"] ?? "")) {
      throw new Error(`sign-up of ${full.email} answered ${signUp.status()} without a session`);
    }
  } else if (account) {
    const login = await session.post("/login", {
      form: { email: account.email, password: account.password },
      maxRedirects: 0,
    });
    if (login.status() !== 200 || !/session_token=/.test(login.headers()["set-cookie"] ?? "")) {
      throw new Error(`sign-in of ${account.email} answered ${login.status()} without a session`);
    }
  }
  if (account?.register) {
    await proveMobile(
      async (form) => {
        const answer = await session.post("/profile/settings", { form, maxRedirects: 0 });
        if (answer.status() !== 200) throw new Error(`mobile verification answered ${answer.status()}`);
      },
      options.smsOutboxDir ?? E2E.smsOutboxDir,
      (account as Account).mobileNumber,
    );
  }
  return session;
}

/** A photo with real detail (noise), as a phone would take it: large enough for upload progress to show. */
export async function noisyPhoto(name: string, seed: number, { width = 1000, height = 750, quality = 85 } = {}) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = (state >> 16) & 0xff;
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** E-mails the server has written to its outbox for this address, oldest first. */
export function outboxFor(address: string): Promise<SentMail[]> {
  return mailsIn(E2E.outboxDir, address);
}

/** The posting wizard's form for a residential flat in Lucknow, with the test's own fields beside. */
export function lucknowFlat(
  listingType: "Sell" | "Rent",
  bedrooms: string,
  fields: Record<string, string>,
): Record<string, string> {
  return {
    listingType,
    propertyCategory: "Residential",
    propertyType: "Flat/Apartment",
    bedrooms,
    city: "Lucknow",
    ...fields,
  };
}

/** Posts a property through the wizard's own action (no UI) and returns its id. */
export async function postPropertyAs(visitor: Requester, form: Record<string, string>): Promise<string> {
  const response = await visitor.post("/postproperty", { form });
  const html = await response.text();
  if (response.status() !== 200) throw new Error(`posting answered ${response.status()}: ${html.slice(0, 200)}`);
  const id = /"id",?"([0-9a-f-]{36})"/.exec(html)?.[1] ?? /\\"id\\",\\"([0-9a-f-]{36})\\"/.exec(html)?.[1];
  if (!id) throw new Error("posted property id not found in the response");
  return id;
}
