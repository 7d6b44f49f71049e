/**
 * The best value of a comparison's row: the lowest price, the largest area, the nearest
 * metro. Only among values the site knows (an unknown is never best nor worst), only when at
 * least two are known and they differ; ties are all best.
 */
export type Better = "lower" | "higher";

export function bestOf(values: ReadonlyArray<number | null>, better: Better): Set<number> {
  const known = values.flatMap((value, index) => (value === null || !Number.isFinite(value) ? [] : [{ value, index }]));
  if (known.length < 2) return new Set();
  const pick = better === "lower" ? Math.min : Math.max;
  const best = pick(...known.map((entry) => entry.value));
  if (known.every((entry) => entry.value === best)) return new Set();
  return new Set(known.filter((entry) => entry.value === best).map((entry) => entry.index));
}

/**
 * The best among listings of one kind of deal only: a rent is not cheaper than a sale. Each
 * group of two or more (sales, rents) gets its own best; a listing alone in its group none.
 */
export function bestWithinGroups(
  values: ReadonlyArray<number | null>,
  groups: ReadonlyArray<string | null>,
  better: Better,
): Set<number> {
  const marked = new Set<number>();
  for (const group of new Set(groups)) {
    if (group === null) continue;
    const inGroup = values.map((value, index) => (groups[index] === group ? value : null));
    for (const index of bestOf(inGroup, better)) marked.add(index);
  }
  return marked;
}
