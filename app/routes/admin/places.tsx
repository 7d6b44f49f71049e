import { data, Form, useActionData, useNavigation } from "react-router";
import { adminMeta } from "#app/components/admin/admin-meta";
import { AdminHeading } from "#app/components/content/admin-heading";
import { CsvProblems } from "#app/components/csv-problems";
import { FormMessage } from "#app/components/form-message";
import { SelectField, SubmitButton, TextField } from "#app/components/forms";
import { CITIES, type City } from "#app/config/cities";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import {
  correctedCentres,
  listPlaces,
  parsePlacesCsv,
  removePlace,
  saveLocalityCentre,
  savePlaces,
} from "#app/modules/listing-core/nearby.server";
import {
  PLACE_BOUNDS,
  PLACE_CSV_LIMITS,
  PLACE_KIND_LABELS,
  PLACE_KINDS,
  PLACE_MESSAGES,
  type PlaceKind,
} from "#app/modules/listing-core/nearby-rules";
import { CentreSchema, type PlaceInput, PlaceSchema } from "#app/modules/listing-core/nearby-schema";
import { check } from "#app/modules/platform/form-schema";
import { formValues, sendOrKeepForm } from "#app/modules/platform/forms";
import { dispatchIntent } from "#app/modules/platform/intents.server";
import { placeAtCentres } from "#app/modules/properties/listing-store.server";
import { type CsvProblem, csvUpload } from "#app/modules/text/csv";
import type { Route } from "./+types/places";

export const meta = adminMeta((t) => ({
  title: t("Places and locality centres"),
  description: t("What listing pages measure distances to, and where localities stand."),
}));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [places, centres] = await Promise.all([listPlaces(), correctedCentres()]);
  return { places, centres };
}

type Answer = {
  ok: boolean;
  message: string;
  intent: string;
  problems?: CsvProblem[];
  values?: Record<string, number>;
};

/** Add, remove or import places, or correct a locality's centre (Admins only): a bad form or file changes nothing. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const answer = (intent: string, message: string, status = 200, extra: Partial<Answer> = {}) =>
    data<Answer>({ ok: status < 400, message, intent, ...extra }, status);
  return dispatchIntent(
    form,
    {
      save: async () => {
        const values = formValues(form);
        const checked = check(PlaceSchema, { ...values, kind: String(values.kind ?? "").toLowerCase() });
        if (!checked.ok) return answer("save", checked.message, 400);
        await savePlaces([checked.data as PlaceInput], admin.id);
        return answer("save", PLACE_MESSAGES.saved);
      },
      remove: async () =>
        (await removePlace(String(form.get("id") ?? "")))
          ? answer("remove", PLACE_MESSAGES.removed)
          : answer("remove", PLACE_MESSAGES.notFound, 404),
      import: async () => {
        const upload = await csvUpload(form, "csv", PLACE_CSV_LIMITS, PLACE_MESSAGES.csvTooLarge);
        if (!upload.ok) return answer("import", upload.message, upload.status);
        const parsed = parsePlacesCsv(upload.text);
        if (!parsed.ok) return answer("import", parsed.message, 400, { problems: parsed.problems });
        const counts = await savePlaces(parsed.places, admin.id);
        return answer("import", PLACE_MESSAGES.imported, 200, { values: counts });
      },
      centre: async () => {
        const checked = check(CentreSchema, formValues(form));
        if (!checked.ok) return answer("centre", checked.message, 400);
        const { city, locality, latitude, longitude } = checked.data;
        await saveLocalityCentre(
          { city: city as City, locality, latitude: Number(latitude), longitude: Number(longitude) },
          admin.id,
          placeAtCentres,
        );
        return answer("centre", PLACE_MESSAGES.centreSaved);
      },
    },
    () => answer("", msg("Please check the form."), 400),
  );
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

/** /admin/places: the places listing pages measure distances to, and corrected locality centres (decision 050). */
export default function AdminPlaces({ loaderData }: Route.ComponentProps) {
  const { places, centres } = loaderData;
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { t } = useI18n();
  const said = (intent: string) =>
    answer?.intent === intent ? (
      <FormMessage message={t(answer.message, answer.values)} tone={answer.ok ? "success" : "error"} />
    ) : null;
  const kindLabel = (kind: string) => t(PLACE_KIND_LABELS[kind as PlaceKind] ?? kind);
  return (
    <section>
      <AdminHeading
        title={t("Places and locality centres")}
        lead={t(
          "Listing pages name the nearest metro station, railway station, hospital, school, college and market within 15 km, by straight-line distance from the point they show. A listing without a pin stands at its locality's centre: correct one here and its listings move with it.",
        )}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Form method="post" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="font-bold">{t("Add a place")}</h2>
          <input type="hidden" name="intent" value="save" />
          <SelectField label={t("City")} name="city" options={CITIES} optionLabel={(city) => t(city)} required />
          <SelectField label={t("Kind")} name="kind" options={PLACE_KINDS} optionLabel={kindLabel} required />
          <TextField label={t("Name")} name="name" maxLength={PLACE_BOUNDS.name} required />
          <TextField label={t("Latitude")} name="latitude" inputMode="decimal" required />
          <TextField label={t("Longitude")} name="longitude" inputMode="decimal" required />
          {said("save")}
          <SubmitButton busy={busy} busyLabel={t("Saving...")}>
            {t("Add the place")}
          </SubmitButton>
        </Form>
        <Form
          method="post"
          encType="multipart/form-data"
          className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2 className="font-bold">{t("Import places from a CSV file")}</h2>
          <p className="text-sm text-slate-600">
            {t("Columns: city, kind (metro, railway, hospital, school, college or market), name, latitude, longitude.")}
          </p>
          <input type="hidden" name="intent" value="import" />
          <label htmlFor="places-csv" className="block text-sm font-semibold">
            {t("CSV file")}
          </label>
          <input id="places-csv" name="csv" type="file" accept=".csv,text/csv" required className="block text-sm" />
          {said("import")}
          {answer?.intent === "import" ? <CsvProblems problems={answer.problems} /> : null}
          <SubmitButton busy={busy} busyLabel={t("Importing...")}>
            {t("Import")}
          </SubmitButton>
        </Form>
        <Form method="post" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="font-bold">{t("Correct a locality's centre")}</h2>
          <input type="hidden" name="intent" value="centre" />
          <SelectField label={t("City")} name="city" options={CITIES} optionLabel={(city) => t(city)} required />
          <TextField label={t("Locality")} name="locality" maxLength={80} required />
          <TextField label={t("Latitude")} name="latitude" inputMode="decimal" required />
          <TextField label={t("Longitude")} name="longitude" inputMode="decimal" required />
          {said("centre")}
          <SubmitButton busy={busy} busyLabel={t("Saving...")}>
            {t("Save the centre")}
          </SubmitButton>
        </Form>
      </div>
      {said("remove")}
      <section className="mt-8" aria-labelledby="places-list">
        <h2 id="places-list" className="text-lg font-bold">
          {t("Places")} ({places.length})
        </h2>
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" data-testid="places">
          {places.map((place) => (
            <li key={place.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div>
                <p className="font-semibold">{place.name}</p>
                <p className="text-sm text-slate-600">
                  {kindLabel(place.kind)} · {t(place.city)} · {place.latitude}, {place.longitude}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={place.id} />
                <button type="submit" className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold">
                  {t("Remove")}
                  <span className="sr-only"> ({place.name})</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
      {centres.length ? (
        <section className="mt-8" aria-labelledby="centres-list">
          <h2 id="centres-list" className="text-lg font-bold">
            {t("Corrected locality centres")}
          </h2>
          <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {centres.map((centre) => (
              <li key={`${centre.city}/${centre.slug}`} className="p-3 text-sm">
                <span className="font-semibold">{centre.name}</span>, {t(centre.city)} · {centre.latitude},{" "}
                {centre.longitude}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
