import { msg } from "#app/modules/i18n/translate";

/** The shapes the import pages receive (components import no .server module). */

export interface ImportCounts {
  new: number;
  changed: number;
  unchanged: number;
  paused: number;
  refused: number;
}

export type ImportStatus = "previewed" | "queued" | "running" | "done" | "failed";

export interface ImportSummary {
  id: string;
  fileName: string;
  full: boolean;
  status: ImportStatus;
  counts: ImportCounts;
  createdAt: string;
}

/** An import as the Admin's dashboard lists it: with its poster. */
export interface AdminImportSummary extends ImportSummary {
  posterId: string;
  posterName: string;
}

export interface ImportProgress {
  done: number;
  total: number;
  left: number;
  /** Seconds left at the pace so far; null until a row is done. */
  secondsLeft: number | null;
}

/** How a row's outcome (or, before it is applied, its action) reads. */
export const OUTCOME_WORDS: Record<string, string> = {
  created: msg("Sent for approval"),
  edited: msg("Changed"),
  "edit-waiting": msg("Change waiting for approval"),
  failed: msg("Not saved"),
  refused: msg("Refused"),
  unchanged: msg("Unchanged"),
  new: msg("New"),
  changed: msg("Changed"),
};

export const STATUS_WORDS: Record<ImportStatus, string> = {
  previewed: msg("Preview, not applied"),
  queued: msg("Waiting to start"),
  running: msg("Being applied"),
  done: msg("Applied"),
  failed: msg("Stopped"),
};

/**
 * The import API's keys (decision 064): how many live ones a poster may hold, and a key's
 * name. Here, not in config/limits.ts, whose objects every page's shell carries.
 */
export const API_KEY_BOUNDS = { perPoster: 5, nameChars: 60 } as const;
