import { eq } from "drizzle-orm";
import type { Database } from "#app/modules/db/db.server";
import { user } from "#db/schema";
import { writeAccounts } from "./account-store.server";
import type { Auth } from "./auth.server";

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at start: create that account as an Admin, or promote the
 * existing account (its password is left as its owner set it). Admin is never a sign-up
 * choice, so this, or another Admin, is the only way to make one.
 */
export async function ensureAdmin(
  auth: Auth,
  db: Database,
  email: string,
  password: string,
): Promise<"created" | "promoted" | "unchanged"> {
  const address = email.trim().toLowerCase();
  const [existing] = await db.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, address));
  if (existing) {
    if (existing.role === "Admin") return "unchanged";
    await setRole(existing.id, "Admin");
    return "promoted";
  }
  const context = await auth.$context;
  // Created through Better Auth's own adapter (so the password is hashed its way) as a
  // sign-up role first: its create hook refuses any account born an Admin.
  const created = await context.internalAdapter.createUser(
    {
      email: address,
      name: "Administrator",
      emailVerified: true,
      role: "Client",
      mobileNumber: "",
    },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: await context.password.hash(password),
  });
  await setRole(created.id, "Admin");
  return "created";
}

/**
 * Makes an account an Admin, or returns it to a sign-up role (at start and in tests; the
 * admin desk's rules are roles.server.ts's): signed in anywhere, it has the role on its next request.
 */
export async function setRole(userId: string, role: string): Promise<void> {
  await writeAccounts((writes) => writes.update(userId, { role, updatedAt: new Date() }));
}
