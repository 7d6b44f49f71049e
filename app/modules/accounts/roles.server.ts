import { eq } from "drizzle-orm";
import type { Role } from "#app/config/enums";
import { getDb } from "#app/modules/db/db.server";
import { user } from "#db/schema";

export type RoleChange = { ok: true; message: string } | { ok: false; status: number; message: string };

/**
 * An Admin makes another account an Admin, or returns an Admin to a Client. The change
 * applies on that person's next request (roles are read fresh every time). An Admin cannot
 * change their own role, so the site always keeps at least the one making the change.
 */
export async function changeRole(
  actorId: string,
  userId: string,
  role: Extract<Role, "Admin" | "Client">,
): Promise<RoleChange> {
  if (userId === actorId) return { ok: false, status: 400, message: "You cannot change your own role." };
  const db = getDb();
  const [target] = await db.select({ name: user.name, role: user.role }).from(user).where(eq(user.id, userId));
  if (!target) return { ok: false, status: 404, message: "That account no longer exists." };
  if (role === "Client" && target.role !== "Admin") {
    return { ok: false, status: 400, message: `${target.name} is not an administrator.` };
  }
  await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, userId));
  return {
    ok: true,
    message:
      role === "Admin" ? `${target.name} is now an administrator.` : `${target.name} is no longer an administrator.`,
  };
}
