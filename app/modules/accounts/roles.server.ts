import { eq } from "drizzle-orm";
import type { Role } from "#app/config/enums";
import { serverTranslator } from "#app/modules/i18n/catalog.server";
import type { Locale } from "#app/modules/i18n/locale";
import { msg } from "#app/modules/i18n/translate";
import { user } from "#db/schema";
import { writeAccounts } from "./account-store.server";

export type RoleChange = { ok: true; message: string } | { ok: false; status: number; message: string };

export const ROLE_MESSAGES = {
  ownRole: msg("You cannot change your own role."),
  gone: msg("That account no longer exists."),
  notAdmin: msg("{name} is not an administrator."),
  actorNotAdmin: msg("You are no longer an administrator, so you cannot change roles."),
  lastAdmin: msg("The site must keep at least one administrator, so this one cannot be removed."),
  madeAdmin: msg("{name} is now an administrator."),
  removedAdmin: msg("{name} is no longer an administrator."),
} as const;

/**
 * An Admin makes another account an Admin, or returns an Admin to a Client. The change
 * applies on that person's next request, in every process (the change forgets their remembered
 * sessions, session-cache.server.ts).
 *
 * It runs in one transaction that first locks every Admin row (SELECT ... FOR UPDATE), so
 * two changes at the same moment take turns: when two Admins remove each other at once,
 * the second sees the first's change, finds its actor no longer an Admin and refuses. The
 * actor and the target are both checked against those locked rows, never an earlier read,
 * so the site always keeps at least one Admin.
 */
export async function changeRole(
  actorId: string,
  userId: string,
  role: Extract<Role, "Admin" | "Client">,
  locale: Locale = "en",
): Promise<RoleChange> {
  // Worded here, in the acting Admin's language: two of the answers name the person.
  const { t } = serverTranslator(locale);
  if (userId === actorId) return { ok: false, status: 400, message: t(ROLE_MESSAGES.ownRole) };
  // The role shows on the person's listings and their "Posted by" (rare: every kept page is forgotten).
  return writeAccounts(async ({ tx, update }): Promise<RoleChange> => {
    const admins = await tx.select({ id: user.id }).from(user).where(eq(user.role, "Admin")).for("update");
    const adminIds = new Set(admins.map((admin) => admin.id));
    if (!adminIds.has(actorId)) return { ok: false, status: 403, message: t(ROLE_MESSAGES.actorNotAdmin) };
    const [target] = await tx.select({ name: user.name, role: user.role }).from(user).where(eq(user.id, userId));
    if (!target) return { ok: false, status: 404, message: t(ROLE_MESSAGES.gone) };
    if (role === "Client") {
      if (!adminIds.has(userId))
        return { ok: false, status: 400, message: t(ROLE_MESSAGES.notAdmin, { name: target.name }) };
      // The actor stays an Admin, so this cannot happen today; it keeps the rule explicit.
      if (adminIds.size <= 1) return { ok: false, status: 409, message: t(ROLE_MESSAGES.lastAdmin) };
    }
    await update(userId, { role, updatedAt: new Date() });
    return {
      ok: true,
      message: t(role === "Admin" ? ROLE_MESSAGES.madeAdmin : ROLE_MESSAGES.removedAdmin, { name: target.name }),
    };
  });
}
