/** The forms of /profile/settings, each named by its `intent`. */
export type SettingsIntent =
  | "details"
  | "mobile-code"
  | "mobile-verify"
  | "email"
  | "verify"
  | "password"
  | "end-session"
  | "end-others"
  | "rera"
  | "reach";

/** A form's answer names its form, so that without JavaScript only that form shows it. */
export type SettingsResult = { ok: boolean; message: string; field?: string; intent: SettingsIntent };
