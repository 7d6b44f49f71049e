import { now } from "#app/modules/platform/clock.server";

/**
 * Who checked a RERA number, and when: what an Admin's check sets on a property (through the
 * listing store: lifecycle.server.ts checkPropertyRera) or a project (projects.server.ts).
 */
export function reraChecked(adminId: string) {
  return { reraCheckedAt: now(), reraCheckedBy: adminId };
}
