import { useI18n } from "#app/modules/i18n/use-i18n";
import type { PosterAgent } from "#app/modules/listing-core/view";

/**
 * "Agent" on a card and a listing page posted by an Agent (issue 57): who posted it, not a
 * badge of trust, so it is drawn plain; "RERA agent" once an Admin has found the agent's
 * number on the UP RERA portal (decision 045). A file of its own: a live listing's page shows
 * it and no card (the cards' code, 1.5 kB as sent, comes only with a gone listing's page).
 */
export function PosterTag({ agent, className = "" }: { agent: Exclude<PosterAgent, null>; className?: string }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-flex rounded border border-slate-400 bg-white px-1.5 py-px font-semibold text-slate-800 ${className}`}
      data-testid="poster-tag"
    >
      {/* Written here, not imported: every list page ships this with its cards. */}
      {agent === "rera" ? t("RERA agent") : t("Agent")}
    </span>
  );
}
