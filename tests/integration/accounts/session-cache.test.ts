// Signed-in sessions remembered in the process (decision 049): read once, then kept for
// SESSION_CACHE.seconds, and forgotten at once by every change the site makes to the account
// or its sessions. (Across processes: tests/http/two-servers.test.ts.)
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { signOut } from "#app/modules/accounts/accounts.server";
import { changeRole } from "#app/modules/accounts/roles.server";
import { changePassword, endOtherSessions, updateDetails } from "#app/modules/accounts/self-service.server";
import { getUser, rememberLocale, type SessionUser } from "#app/modules/accounts/session.server";
import { rememberedSessions, SESSION_CACHE, sessionKey } from "#app/modules/accounts/session-cache.server";
import { getDb } from "#app/modules/db/db.server";
import { deleteAccount } from "#app/modules/my-data/erasure.server";
import { now, setClock } from "#app/modules/platform/clock.server";
import { user } from "#db/schema";
import { createUser, request, servicesForFile, signInCookie } from "../../support/harness";

servicesForFile();
afterEach(() => setClock(null));

const me = async (cookie: string): Promise<SessionUser | null> => getUser(request("/profile", { cookie }));

describe("a signed-in session", () => {
  it("is read once, then remembered until SESSION_CACHE.seconds have passed", async () => {
    const owner = await createUser("Owner", { name: "Remembered Rana" });
    const before = rememberedSessions();
    // Two loaders of one request, and the next request, share one read.
    const [root, page] = await Promise.all([me(owner.cookie), me(owner.cookie)]);
    expect(root?.name).toBe("Remembered Rana");
    expect(page).toBe(root);
    expect(rememberedSessions()).toBe(before + 1);
    // A row written behind the site's back (no change announced) is not read again...
    await getDb().update(user).set({ name: "Unannounced Rana" }).where(eq(user.id, owner.id));
    expect((await me(owner.cookie))?.name).toBe("Remembered Rana");
    // ...until the remembered session lapses.
    setClock(new Date(now().getTime() + (SESSION_CACHE.seconds + 1) * 1000));
    expect((await me(owner.cookie))?.name).toBe("Unannounced Rana");
  });

  it("is keyed by its one session cookie, and not remembered when a request carries two", () => {
    expect(sessionKey("theme=dark; better-auth.session_token=abc.def; other=1")).toBe(
      "better-auth.session_token=abc.def",
    );
    expect(sessionKey("__Secure-better-auth.session_token=abc.def")).toBe("__Secure-better-auth.session_token=abc.def");
    expect(sessionKey("better-auth.session_token=a.b; __Secure-better-auth.session_token=c.d")).toBeNull();
    expect(sessionKey("theme=dark")).toBeNull();
  });
});

describe("every change the site makes to an account or its sessions holds on the next request", () => {
  it("a new name and a language", async () => {
    const owner = await createUser("Owner", { name: "Old Name Owner" });
    const account = await me(owner.cookie);
    if (!account) throw new Error("not signed in");
    const settings = request("/profile/settings", { method: "POST", cookie: owner.cookie });
    expect(
      (await updateDetails(settings, account, { name: "New Name Owner", mobileNumber: owner.mobileNumber })).ok,
    ).toBe(true);
    expect((await me(owner.cookie))?.name).toBe("New Name Owner");
    const other = await signInCookie(owner.email, owner.password);
    expect((await me(other))?.locale).toBe("en");
    await rememberLocale((await me(owner.cookie)) as SessionUser, "hi");
    expect((await me(other))?.locale).toBe("hi");
  });

  it("a role given and taken by an Admin", async () => {
    const admin = await createUser("Admin");
    const client = await createUser("Client");
    expect((await me(client.cookie))?.role).toBe("Client");
    expect((await changeRole(admin.id, client.id, "Admin")).ok).toBe(true);
    expect((await me(client.cookie))?.role).toBe("Admin");
    expect((await changeRole(admin.id, client.id, "Client")).ok).toBe(true);
    expect((await me(client.cookie))?.role).toBe("Client");
  });

  it("signing out, signing out the other sessions, and a new password", async () => {
    const owner = await createUser("Owner");
    const [phone, laptop, tablet] = [
      owner.cookie,
      await signInCookie(owner.email, owner.password),
      await signInCookie(owner.email, owner.password),
    ];
    for (const cookie of [phone, laptop, tablet]) expect(await me(cookie)).not.toBeNull();
    await signOut(request("/logout", { method: "POST", cookie: tablet }));
    expect(await me(tablet)).toBeNull();
    expect((await endOtherSessions(request("/profile/settings", { method: "POST", cookie: phone }))).ok).toBe(true);
    expect(await me(laptop)).toBeNull();
    expect(await me(phone)).not.toBeNull();

    const desk = await signInCookie(owner.email, owner.password);
    expect(await me(desk)).not.toBeNull();
    const account = (await me(phone)) as SessionUser;
    const changed = await changePassword(request("/profile/settings", { method: "POST", cookie: phone }), account, {
      currentPassword: owner.password,
      password: "A-Brand-New-Password-2026",
    });
    expect(changed.ok).toBe(true);
    expect(await me(desk)).toBeNull();
  });

  it("an erasure", async () => {
    const owner = await createUser("Owner");
    expect(await me(owner.cookie)).not.toBeNull();
    expect(await deleteAccount(owner.id)).toBe("deleted");
    expect(await me(owner.cookie)).toBeNull();
  });
});
