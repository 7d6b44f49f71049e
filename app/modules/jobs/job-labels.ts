import { msg } from "#app/modules/i18n/translate";

/** What each scheduled job is called on the admin dashboard (the names are jobs.server.ts JOBS keys). */
export const JOB_LABELS: Record<string, { name: string; when: string }> = {
  searchAlerts: { name: msg("Saved-search alerts"), when: msg("Every day at 8:00") },
  listingLifecycle: { name: msg("Listing reminders, expiry and purge"), when: msg("Every hour") },
  reportFollowUps: { name: msg("Follow-ups of reports"), when: msg("Every hour") },
  localityPrices: { name: msg("Locality prices"), when: msg("Every day at 2:30") },
  listingImports: { name: msg("Bulk imports"), when: msg("When sent, and every 5 minutes") },
  conversations: { name: msg("Message e-mails and site-visit reminders"), when: msg("Every 10 minutes") },
  leadWebhooks: { name: msg("Leads to posters' CRMs"), when: msg("Every minute") },
  listingFeeds: { name: msg("Posters' nightly feeds"), when: msg("Every day at 1:00") },
};
