/** The site's SMS ceiling as pages see it (the rule itself: ceiling.server.ts). */
export type SmsWindow = "hour" | "day";

/** Usage from this share of a ceiling up is shown on the Admin dashboard. */
export const SMS_CEILING_ALERT_SHARE = 0.8;

/** How many verification codes one window (this India hour, or today) has sent against its ceiling. */
export interface SmsUsage {
  window: SmsWindow;
  used: number;
  max: number;
  /** When the window ends (ISO): the ceiling's count starts again. */
  endsAt: string;
  /** At or over SMS_CEILING_ALERT_SHARE of the ceiling; `full` once no code can be sent. */
  near: boolean;
  full: boolean;
}
