/** What the stats page counts, shared by the server's reads and the page (no server code here). */
export const STATS_DAYS = 30;

export const MEASURES = ["views", "reveals", "enquiries", "conversations", "visits", "shortlists"] as const;
export type Measure = (typeof MEASURES)[number];

export type DayCounts = { day: string } & Record<Measure, number>;
