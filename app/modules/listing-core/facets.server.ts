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

/** A table joined to the counted one (the poster of a property, for "Posted by"). */
export interface FacetJoin {
  table: PgTable;
  on: SQL;
}

/**
 * The one facet counter of every listing search (properties on /Search, projects on
 * /NewProject). How many rows each option of each filter would give with the other filters
 * as they are (the filter's own choice set aside; a filter with no choice of its own, such
 * as one more amenity, counts under every choice), in one scan: a count(*) FILTER per
 * option, over the rows that meet `base` and every choice but at most one. Remembered for
 * a few seconds, like every public total. Result: filter name → option value → count.
 */
export async function countOptions(
  table: PgTable,
  base: SQL | undefined,
  filters: readonly CountedFilter[],
  join?: FacetJoin,
): Promise<Record<string, Record<string, number>>> {
  const { query, cells } = countQuery(table, base, filters, join);
  const { sql: text, params } = query.toSQL();
  const [row] = await rememberPublic(`options\n${text}\n${JSON.stringify(params)}`, () => query.execute());
  const counts: Record<string, Record<string, number>> = Object.fromEntries(filters.map((filter) => [filter.name, {}]));
  cells.forEach((cell, index) => {
    const record = counts[cell.filter];
    if (record) record[cell.value] = Number(row?.counts[index] ?? 0);
  });
  return counts;
}

/** countOptions' one query, and which option each of its counts is (exported for the benchmark's EXPLAIN). */
export function countQuery(table: PgTable, base: SQL | undefined, filters: readonly CountedFilter[], join?: FacetJoin) {
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
      // The other choices first: a costly option (a photo lookup) is read only for rows they keep.
      sql: sql`count(*) filter (where ${othersHold(filter)} and ${option.condition})::int`,
    })),
  );
  const select = getDb()
    .select({
      counts: sql<number[]>`array[${sql.join(
        cells.map((cell) => cell.sql),
        sql`, `,
      )}]`,
    })
    .from(table);
  const query = (join ? select.leftJoin(join.table, join.on) : select).where(
    and(base, chosen.length > 1 ? sql`${sql.join(chosen.map(holds), sql` + `)} >= ${chosen.length - 1}` : undefined),
  );
  return { query, cells };
}
