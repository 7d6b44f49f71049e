import { and, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb } from "#app/modules/db/db.server";
import { rememberPublic } from "#app/modules/db/public-cache.server";

/** A filter whose options are counted: the condition of its choice, and of each option. */
export interface CountedFilter {
  name: string;
  chosen?: SQL;
  options: ReadonlyArray<{ value: string; condition: SQL }>;
}

/**
 * How many rows each option of each filter would give with the other filters as they are
 * (the filter's own choice set aside), in one scan: a count(*) FILTER per option, over the
 * rows that meet `base` and every choice but at most one. Remembered for a few seconds,
 * like every public total. Result: filter name → option value → count.
 */
export async function countOptions(
  table: PgTable,
  base: SQL | undefined,
  filters: readonly CountedFilter[],
): Promise<Record<string, Record<string, number>>> {
  const chosen = filters.filter((filter) => filter.chosen);
  const holds = (filter: CountedFilter) => sql`(${filter.chosen})::int`;
  const othersHold = (filter: CountedFilter) => {
    const others = chosen.filter((other) => other !== filter);
    return others.length ? sql`${sql.join(others.map(holds), sql` + `)} = ${others.length}` : sql`true`;
  };
  const cells = filters.flatMap((filter) =>
    filter.options.map((option) => ({
      filter: filter.name,
      value: option.value,
      sql: sql`count(*) filter (where ${option.condition} and ${othersHold(filter)})::int`,
    })),
  );
  const query = getDb()
    .select({
      counts: sql<number[]>`array[${sql.join(
        cells.map((cell) => cell.sql),
        sql`, `,
      )}]`,
    })
    .from(table)
    .where(
      and(base, chosen.length > 1 ? sql`${sql.join(chosen.map(holds), sql` + `)} >= ${chosen.length - 1}` : undefined),
    );
  const { sql: text, params } = query.toSQL();
  const [row] = await rememberPublic(`options\n${text}\n${JSON.stringify(params)}`, () => query.execute());
  const counts: Record<string, Record<string, number>> = Object.fromEntries(filters.map((filter) => [filter.name, {}]));
  cells.forEach((cell, index) => {
    const record = counts[cell.filter];
    if (record) record[cell.value] = Number(row?.counts[index] ?? 0);
  });
  return counts;
}
