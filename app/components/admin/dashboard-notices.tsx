import { msg, msgPlural } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import type { SmsUsage } from "#app/modules/sms/ceiling";
import { formatDateTime } from "#app/modules/text/format";

/** Each window's words (English keys, translated where shown). */
const CEILING_WORDS = {
  hour: {
    full: msg("The hour's SMS ceiling is reached."),
    near: msg("This hour's SMS codes are near the ceiling."),
    raise: msg(
      "If these are real sign-ups, raise {setting}; if not, someone may be making the site send SMS to numbers they control.",
    ),
    setting: "SMS_CODES_PER_HOUR",
  },
  day: {
    full: msg("Today's SMS ceiling is reached."),
    near: msg("Today's SMS codes are near the ceiling."),
    raise: msg(
      "If these are real sign-ups, raise {setting}; if not, someone may be making the site send SMS to numbers they control.",
    ),
    setting: "SMS_CODES_PER_DAY",
  },
} as const;

/**
 * The site's ceiling on verification codes by SMS on the dashboard (issue 57): always how
 * many this hour and today have sent, and a warning from 80 % of either (red once full: new
 * sign-ups cannot verify their number until the window ends). Nobody is e-mailed: the
 * dashboard is where an Admin looks.
 */
export function SmsCeilingNotice({ usage }: { usage: SmsUsage[] }) {
  const { t, locale } = useI18n();
  const hour = usage.find((window) => window.window === "hour");
  const day = usage.find((window) => window.window === "day");
  if (!hour || !day) return null;
  return (
    <section aria-label={t("Verification codes by SMS")} className="mt-4" data-testid="sms-ceiling">
      {usage
        .filter((window) => window.near)
        .map((window) => {
          const words = CEILING_WORDS[window.window];
          return (
            <p
              key={window.window}
              role={window.full ? "alert" : "status"}
              className={`mb-2 rounded-lg border px-4 py-3 ${
                window.full ? "border-red-300 bg-red-50 text-red-900" : "border-amber-300 bg-amber-50 text-amber-950"
              }`}
              data-testid={`sms-ceiling-${window.window}`}
              data-full={window.full ? "" : undefined}
            >
              <strong className="font-semibold">{t(window.full ? words.full : words.near)}</strong>{" "}
              {t("{used} of {max} sent; the count starts again at {time}.", {
                used: window.used,
                max: window.max,
                time: formatDateTime(window.endsAt, locale),
              })}{" "}
              {window.full
                ? t("Until then nobody can verify a mobile number.")
                : t("At the ceiling nobody can verify a mobile number until the count starts again.")}{" "}
              <SettingIn words={t(words.raise)} setting={words.setting} />
            </p>
          );
        })}
      <p className="text-sm text-slate-600">
        {t("Verification codes sent by SMS: {hourUsed} of {hourMax} this hour, {dayUsed} of {dayMax} today.", {
          hourUsed: hour.used,
          hourMax: hour.max,
          dayUsed: day.used,
          dayMax: day.max,
        })}
      </p>
    </section>
  );
}

/** A sentence naming a setting: the setting's name as code, the same in every language. */
function SettingIn({ words, setting }: { words: string; setting: string }) {
  const [before, after] = words.split("{setting}");
  return (
    <>
      {before}
      <code translate="no" lang="en" className="font-mono text-[0.95em]">
        {setting}
      </code>
      {after}
    </>
  );
}

/** Photo files storage failed to delete (decision 047). */
const UNDELETED_PHOTOS = msgPlural({
  one: "{count} photo file could not be deleted from storage.",
  other: "{count} photo files could not be deleted from storage.",
});

/**
 * Storage refused to delete photo files (decision 047): they are no longer served, and the
 * hourly clean-up tries again; an Admin should know if it keeps failing.
 */
export function UndeletedPhotosNotice({ undeleted }: { undeleted: { files: number; at: string } | null }) {
  const { t, plural, locale } = useI18n();
  if (!undeleted) return null;
  return (
    <p
      role="status"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
      data-testid="undeleted-photos"
    >
      {plural(undeleted.files, UNDELETED_PHOTOS)}{" "}
      {t("They are no longer shown, and the hourly clean-up tries again. Last failure: {date}.", {
        date: formatDateTime(undeleted.at, locale),
      })}
    </p>
  );
}
