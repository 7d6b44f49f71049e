import { adminMeta } from "#app/components/admin/admin-meta";
import { answerIntent, CsvImportForm, IntentForm, useIntentAnswer } from "#app/components/admin/intent-forms";
import { RegisterEntry, RegisterList } from "#app/components/admin/register-list";
import { AdminHeading } from "#app/components/content/admin-heading";
import { SelectField, TextField } from "#app/components/forms";
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
  PLACE_KIND_NAMES,
  PLACE_KINDS,
  PLACE_MESSAGES,
  type PlaceKind,
} from "#app/modules/listing-core/nearby-rules";
import { CentreSchema, type PlaceInput, PlaceSchema } from "#app/modules/listing-core/nearby-schema";
import { check } from "#app/modules/platform/form-schema";
import { formValues, sendOrKeepForm } from "#app/modules/platform/forms";
import { dispatchIntent } from "#app/modules/platform/intents.server";
import { placeAtCentres } from "#app/modules/properties/listing-store.server";
import { importCsvUpload } from "#app/modules/text/csv";
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

/** Add, remove or import places, or correct a locality's centre (Admins only): a bad form or file changes nothing. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  return dispatchIntent(
    form,
    {
      save: async () => {
        const values = formValues(form);
        const checked = check(PlaceSchema, { ...values, kind: String(values.kind ?? "").toLowerCase() });
        if (!checked.ok) return answerIntent("save", checked.message, 400);
        await savePlaces([checked.data as PlaceInput], admin.id);
        return answerIntent("save", PLACE_MESSAGES.saved);
      },
      remove: async () =>
        (await removePlace(String(form.get("id") ?? "")))
          ? answerIntent("remove", PLACE_MESSAGES.removed)
          : answerIntent("remove", PLACE_MESSAGES.notFound, 404),
      import: async () => {
        const imported = await importCsvUpload(
          form,
          PLACE_CSV_LIMITS,
          PLACE_MESSAGES.csvTooLarge,
          parsePlacesCsv,
          (rows) => savePlaces(rows, admin.id),
        );
        return imported.ok
          ? answerIntent("import", PLACE_MESSAGES.imported, 200, { values: imported.counts })
          : answerIntent("import", imported.message, imported.status, { problems: imported.problems });
      },
      centre: async () => {
        const checked = check(CentreSchema, formValues(form));
        if (!checked.ok) return answerIntent("centre", checked.message, 400);
        const { city, locality, latitude, longitude } = checked.data;
        await saveLocalityCentre(
          { city: city as City, locality, latitude: Number(latitude), longitude: Number(longitude) },
          admin.id,
          placeAtCentres,
        );
        return answerIntent("centre", PLACE_MESSAGES.centreSaved);
      },
    },
    () => answerIntent("", msg("Please check the form."), 400),
  );
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

/** /admin/places: the places listing pages measure distances to, and corrected locality centres (decision 050). */
export default function AdminPlaces({ loaderData }: Route.ComponentProps) {
  const { places, centres } = loaderData;
  const { said } = useIntentAnswer();
  const { t } = useI18n();
  const kindLabel = (kind: string) => t(PLACE_KIND_NAMES[kind as PlaceKind] ?? kind);
  return (
    <section>
      <AdminHeading
        title={t("Places and locality centres")}
        lead={t(
          "Listing pages name the nearest metro station, railway station, hospital, school, college and market within 15 km, by straight-line distance from the point they show. A listing without a pin stands at its locality's centre: correct one here and its listings move with it.",
        )}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <IntentForm intent="save" title={t("Add a place")} submit={t("Add the place")} busyLabel={t("Saving...")}>
          <SelectField label={t("City")} name="city" options={CITIES} optionLabel={(city) => t(city)} required />
          <SelectField label={t("Kind")} name="kind" options={PLACE_KINDS} optionLabel={kindLabel} required />
          <TextField label={t("Name")} name="name" maxLength={PLACE_BOUNDS.name} required />
          <TextField label={t("Latitude")} name="latitude" inputMode="decimal" required />
          <TextField label={t("Longitude")} name="longitude" inputMode="decimal" required />
        </IntentForm>
        <CsvImportForm
          title={t("Import places from a CSV file")}
          columns={t(
            "Columns: city, kind (metro, railway, hospital, school, college or market), name, latitude, longitude.",
          )}
          inputId="places-csv"
        />
        <IntentForm
          intent="centre"
          title={t("Correct a locality's centre")}
          submit={t("Save the centre")}
          busyLabel={t("Saving...")}
        >
          <SelectField label={t("City")} name="city" options={CITIES} optionLabel={(city) => t(city)} required />
          <TextField label={t("Locality")} name="locality" maxLength={80} required />
          <TextField label={t("Latitude")} name="latitude" inputMode="decimal" required />
          <TextField label={t("Longitude")} name="longitude" inputMode="decimal" required />
        </IntentForm>
      </div>
      {said("remove")}
      <RegisterList id="places-list" title={t("Places")} count={places.length} testId="places">
        {places.map((place) => (
          <RegisterEntry key={place.id} id={place.id} name={place.name}>
            {kindLabel(place.kind)} · {t(place.city)} · {place.latitude}, {place.longitude}
          </RegisterEntry>
        ))}
      </RegisterList>
      {centres.length ? (
        <RegisterList id="centres-list" title={t("Corrected locality centres")}>
          {centres.map((centre) => (
            <li key={`${centre.city}/${centre.slug}`} className="p-3 text-sm">
              <span className="font-semibold" translate="no">
                {centre.name}
              </span>
              , {t(centre.city)} · {centre.latitude}, {centre.longitude}
            </li>
          ))}
        </RegisterList>
      ) : null}
    </section>
  );
}
