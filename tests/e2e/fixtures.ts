import { test as base, expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E } from "./e2e-env";

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

/** Creates the account through the real sign-up form post (fast, no UI). */
export async function registerAccount(page: Page, account: Account): Promise<void> {
  if (account.role === "Admin") return;
  const response = await page.request.post("/sign", {
    form: { ...account, confirmPassword: account.password },
  });
  expect(response.ok()).toBeTruthy();
}

/** Signs in through the login form in the browser. */
export async function login(page: Page, account: Pick<Account, "email" | "password">): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Login successful! Redirecting...")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
}

export const adminAccount: Account = { ...E2E.admin, name: "Administrator", mobileNumber: "", role: "Admin" };

export const test = base.extend<{ signedIn: (role: Account["role"]) => Promise<Account> }>({
  signedIn: async ({ page }, use) => {
    await use(async (role) => {
      const account = role === "Admin" ? adminAccount : newAccount(role);
      await registerAccount(page, account);
      await login(page, account);
      return account;
    });
  },
});

export { expect };

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
