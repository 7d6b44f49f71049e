import { now } from "#app/modules/platform/clock.server";
import { indiaDay } from "#app/modules/text/india-day";

/** What a view is of: the listing's own page. (Search appearances are not counted yet.) */
export type ViewKind = "page";

export interface ViewCount {
  propertyId: string;
  day: string;
  kind: ViewKind;
  count: number;
}

/**
 * Views counted in memory between two writes, one entry per listing, India day and kind.
 * A crowd on one listing is one entry whose count grows, not one row written per request:
 * the page cache answers a crowd without touching the database (decision 024), and a
 * write per view would put the database back under every request. The entries are
 * bounded: beyond `limit` different listings a new one is dropped (and counted as
 * dropped) until the next write empties the tally, so no flood of made-up ids can grow it.
 */
export class ViewTally {
  private counts = new Map<string, ViewCount>();
  dropped = 0;

  constructor(readonly limit = 10_000) {}

  /** One view of `propertyId`, on the India day the clock reads. False when it was dropped. */
  add(propertyId: string, kind: ViewKind = "page", count = 1): boolean {
    return this.addOn(propertyId, indiaDay(now()), kind, count);
  }

  private addOn(propertyId: string, day: string, kind: ViewKind, count: number): boolean {
    const key = `${propertyId}|${day}|${kind}`;
    const entry = this.counts.get(key);
    if (entry) {
      entry.count += count;
      return true;
    }
    if (this.counts.size >= this.limit) {
      this.dropped += count;
      return false;
    }
    this.counts.set(key, { propertyId, day, kind, count });
    return true;
  }

  get size(): number {
    return this.counts.size;
  }

  /** Everything counted so far, and an empty tally from now on. */
  take(): ViewCount[] {
    const taken = [...this.counts.values()];
    this.counts = new Map();
    return taken;
  }

  /** Counts a write could not store, kept for the next one (within the bound). */
  putBack(counts: readonly ViewCount[]): void {
    for (const { propertyId, day, kind, count } of counts) this.addOn(propertyId, day, kind, count);
  }
}
