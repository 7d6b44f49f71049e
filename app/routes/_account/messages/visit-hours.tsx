import { data, Form } from "react-router";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { FormMessage } from "#app/components/form-answer";
import { PageHeader } from "#app/components/page-header";
import { requireUser } from "#app/modules/accounts/session.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { visitHoursPage } from "#app/modules/properties/messages/messages-page.server";
import { hourOfDay, weekdayNames } from "#app/modules/properties/messages/visit-times";
import { saveVisitHours } from "#app/modules/properties/messages/visits.server";
import type { Route } from "./+types/visit-hours";

const HOURS = Array.from({ length: 25 }, (_, hour) => hour);

export const meta: Route.MetaFunction = unlistedPageMeta(
  msg("Visit hours"),
  msg("The days and hours you accept site visits, for each of your properties."),
);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const locale = localeOf(request);
  const { t } = serverTranslator(locale);
  return {
    listings: await visitHoursPage(user.id, locale),
    dayNames: weekdayNames(locale, "short"),
    // "09:00"; in Hindi as people say it, "सुबह 9 बजे", "रात 12 बजे".
    hourNames: HOURS.map((hour) =>
      locale === "en" ? hourOfDay(hour, locale) : t("{hour} o'clock", { hour: hourOfDay(hour, locale) }),
    ),
  };
}

/** Saves one listing's visit days and hours (only its poster can). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const days = form.getAll("days").map((day) => Number(day));
  const outcome = await saveVisitHours(user.id, id, days, Number(form.get("from")), Number(form.get("to")));
  return data({ ok: outcome.ok, message: outcome.message, id }, outcome.ok ? 200 : outcome.status);
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export default function VisitHours({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { listings, dayNames, hourNames } = loaderData;
  return (
    <>
      <PageHeader
        back={{ to: "/messages", label: t("Back to your messages") }}
        title={t("Visit hours")}
        lead={t("Seekers propose site visits only within the days and hours you choose here (India time).")}
      />
      <div className="container-page max-w-3xl space-y-6 py-10">
        {listings.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
            {t("You have no properties yet.")}
          </p>
        ) : null}
        {listings.map((listing) => {
          const answer = actionData && "id" in actionData && actionData.id === listing.id ? actionData : undefined;
          return (
            <section
              key={listing.id}
              aria-labelledby={`hours-${listing.id}`}
              className="rounded-2xl border border-slate-200 p-5"
              data-testid="visit-hours"
            >
              <h2 id={`hours-${listing.id}`} className="text-lg font-bold" translate="no">
                {listing.name}
              </h2>
              <p className="text-sm text-slate-600">{t("Now: {hours}", { hours: listing.text })}</p>
              <Form method="post" className="mt-3 space-y-3">
                <input type="hidden" name="id" value={listing.id} />
                <fieldset>
                  <legend className="font-semibold">{t("Days")}</legend>
                  <div className="mt-1 flex flex-wrap gap-3">
                    {dayNames.map((name, day) => (
                      <label key={name} className="flex items-center gap-1">
                        <input
                          type="checkbox"
                          name="days"
                          value={day}
                          defaultChecked={listing.hours.days.includes(day)}
                        />
                        {name}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <div className="flex flex-wrap gap-4">
                  {(["from", "to"] as const).map((edge) => (
                    <label key={edge} className="flex flex-col text-sm font-semibold">
                      {edge === "from" ? t("From") : t("Until")}
                      <select
                        name={edge}
                        defaultValue={edge === "from" ? listing.hours.fromHour : listing.hours.toHour}
                        className="mt-1 rounded-lg border border-slate-300 px-3 py-2 font-normal"
                      >
                        {HOURS.slice(edge === "from" ? 0 : 1, edge === "from" ? 24 : 25).map((hour) => (
                          <option key={hour} value={hour}>
                            {hourNames[hour]}
                          </option>
                        ))}
                      </select>
                    </label>
                  ))}
                </div>
                <FormMessage message={answer ? t(answer.message) : null} tone={answer?.ok ? "success" : "error"} />
                <button
                  type="submit"
                  className="button-primary px-4 py-2"
                  aria-label={t("Save visit hours of {name}", { name: listing.name })}
                >
                  {t("Save")}
                </button>
              </Form>
            </section>
          );
        })}
      </div>
    </>
  );
}
