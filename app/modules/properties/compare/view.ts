import type { StoredImage } from "#app/modules/media/image-urls";
import type { ROW_LABELS } from "./words";

/** What the comparison page receives, worded on the server (pages/compare-page.server.ts). */

export interface CompareColumn {
  id: string;
  name: string;
  href: string;
  image: StoredImage | null;
  /** "Gomti Nagar, Lucknow · For sale". */
  place: string;
}

export interface CompareCell {
  /** The cell's figure or words. */
  text: string;
  /** What the figure is made of, or what it rests on. */
  detail?: string;
  /** The figure behind the words (tests re-add it; the best is chosen by it). */
  value?: number | null;
  best?: boolean;
  /** The site does not know it (drawn quieter). */
  unknown?: boolean;
}

export interface CompareRow {
  key: keyof typeof ROW_LABELS;
  label: string;
  cells: CompareCell[];
}

export interface ComparePage {
  title: string;
  lead: string;
  ids: string[];
  columns: CompareColumn[];
  rows: CompareRow[];
  /** Listings asked for that are not compared, and why. */
  problems: string[];
  /** Under the table: how the costs are worked out, and the bigha factor when one is used. */
  notes: string[];
  /** Fewer than two listings: what to do next. */
  prompt: string | null;
}
