import { desc, eq, sql } from "drizzle-orm";
import { LIMITS } from "#app/config/limits";
import { getDb, queryRows } from "#app/modules/db/db.server";
import { type Page, pageWindow } from "#app/modules/platform/pagination";
import { contactMessages, ourProjects, projects, properties, services, user } from "#db/schema";

export interface DashboardTotals {
  ourProjects: number;
  newProjects: number;
  services: number;
  properties: number;
  pendingProperties: number;
  contacts: number;
  signUps: number;
}

/** The dashboard tiles: real counts of real rows. */
export async function dashboardTotals(): Promise<DashboardTotals> {
  const db = getDb();
  const [ourProjectCount, newProjectCount, serviceCount, propertyCount, pendingCount, contactCount, signUpCount] =
    await Promise.all([
      db.$count(ourProjects),
      db.$count(projects),
      db.$count(services),
      db.$count(properties),
      db.$count(properties, eq(properties.isApproved, false)),
      db.$count(contactMessages),
      db.$count(user, sql`${user.role} <> 'Admin'`),
    ]);
  return {
    ourProjects: ourProjectCount,
    newProjects: newProjectCount,
    services: serviceCount,
    properties: propertyCount,
    pendingProperties: pendingCount,
    contacts: contactCount,
    signUps: signUpCount,
  };
}

export interface WeekCount {
  /** Monday of the week, YYYY-MM-DD, in India time. */
  week: string;
  properties: number;
  contacts: number;
  signUps: number;
}

export const DASHBOARD_WEEKS = 12;

/**
 * Properties posted, contacts received and accounts created per week (Monday to Sunday,
 * India time) for the last weeks, the current one included; empty weeks count 0.
 */
export async function weeklyActivity(weeks: number = DASHBOARD_WEEKS): Promise<WeekCount[]> {
  const rows = await queryRows<{ week: string; properties: number; contacts: number; sign_ups: number }>(sql`
    with weeks as (
      select week, week at time zone 'Asia/Kolkata' as starts, (week + interval '1 week') at time zone 'Asia/Kolkata' as ends
      from generate_series(
        date_trunc('week', now() at time zone 'Asia/Kolkata') - make_interval(weeks => ${weeks - 1}),
        date_trunc('week', now() at time zone 'Asia/Kolkata'),
        interval '1 week'
      ) as week
    )
    select to_char(w.week, 'YYYY-MM-DD') as week,
      (select count(*) from properties p where p.created_at >= w.starts and p.created_at < w.ends)::int as properties,
      (select count(*) from contact_messages c where c.created_at >= w.starts and c.created_at < w.ends)::int as contacts,
      (select count(*) from "user" u where u.created_at >= w.starts and u.created_at < w.ends and u.role <> 'Admin')::int as sign_ups
    from weeks w
    order by w.week
  `);
  return rows.map((row) => ({
    week: String(row.week),
    properties: Number(row.properties),
    contacts: Number(row.contacts),
    signUps: Number(row.sign_ups),
  }));
}

export interface SignUp {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  mobileNumber: string;
  role: string;
  createdAt: Date;
}

/** Everyone who created an account (not the Admins), newest first. */
export async function listSignUps(page: number, pageSize: number = LIMITS.adminPageSize): Promise<Page<SignUp>> {
  const db = getDb();
  const notAdmin = sql`${user.role} <> 'Admin'`;
  const total = await db.$count(user, notAdmin);
  const window = pageWindow(total, page, pageSize);
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      mobileNumber: user.mobileNumber,
      role: user.role,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(notAdmin)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(window.limit)
    .offset(window.offset);
  return { items: rows, page: window.page, pages: window.pages, total };
}

export interface AdminAccount {
  id: string;
  name: string;
  email: string;
}

/** Every administrator, for the Sign-ups page's role management. */
export async function listAdmins(): Promise<AdminAccount[]> {
  return getDb()
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(sql`${user.role} = 'Admin'`)
    .orderBy(user.name);
}
