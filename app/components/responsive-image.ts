/** srcset text and the smallest-suitable src for a generated picture's WebP widths. */
export function srcSetOf(sources: ReadonlyArray<readonly [string, number]>): string {
  return sources.map(([url, width]) => `${url} ${width}w`).join(", ");
}

export function srcOf(sources: ReadonlyArray<readonly [string, number]>, preferredWidth: number): string {
  const match = sources.find(([, width]) => width >= preferredWidth) ?? sources[sources.length - 1];
  return match?.[0] ?? "";
}
