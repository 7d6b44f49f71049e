/** What each scheduled job is called on the admin dashboard (the names are jobs.server.ts JOBS keys). */
export const JOB_LABELS: Record<string, { name: string; when: string }> = {
  searchAlerts: { name: "Saved-search alerts", when: "Every day at 8:00" },
  listingLifecycle: { name: "Listing reminders, expiry and purge", when: "Every hour" },
  reportFollowUps: { name: "Follow-ups of reports", when: "Every hour" },
};
