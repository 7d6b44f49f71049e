import { adminMeta } from "#app/components/admin/admin-meta";
import { CsvImportForm, IntentForm } from "#app/components/admin/intent-forms";
import { PositionField } from "#app/components/admin/position-field";
import { RegisterEntry, RegisterList } from "#app/components/admin/register-list";
import { AdminHeading } from "#app/components/content/admin-heading";
import { SelectField, TextField } from "#app/components/forms";
import { useIntentAnswer } from "#app/components/intent-answer";
import { CITIES, type City } from "#app/config/cities";
import { cityFromSlug } from "#app/config/enums";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { msg, msgPlural } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { listPlaces, parsePlacesCsv, removePlace, savePlaces } from "#app/modules/listing-core/landmarks.server";
import {
  PLACE_BOUNDS,
  PLACE_CSV_LIMITS,
  PLACE_KIND_NAMES,
  PLACE_KINDS,
  PLACE_MESSAGES,
  type PlaceKind,
} from "#app/modules/listing-core/landmarks-rules";
import { LocalitySchema, type PlaceInput, PlaceSchema, withPosition } from "#app/modules/listing-core/landmarks-schema";
import { localitiesForAdmin, saveLocality } from "#app/modules/listing-core/localities.server";
import { check } from "#app/modules/platform/form-schema";
import { formValues, sendOrKeepForm } from "#app/modules/platform/forms";
import { answerIntent, dispatchIntent, registerIntents } from "#app/modules/platform/intents.server";
import { placeProjectsAtCentres } from "#app/modules/projects/projects.server";
import { placeAtCentres } from "#app/modules/properties/listing-store.server";
import type { Route } from "./+types/landmarks";

export const meta = adminMeta((t) => ({
  title: t("Places and locality centres"),
  description: t("What listing pages measure distances to, and where localities stand."),
}));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const [places, localities] = await Promise.all([listPlaces(), localitiesForAdmin()]);
  // "Place it" on a waiting locality opens its form filled in.
  const chosen = {
    city: cityFromSlug(url.searchParams.get("city") ?? undefined),
    locality: url.searchParams.get("locality")?.slice(0, PLACE_BOUNDS.name) ?? "",
  };
  return { places, localities, chosen };
}

const WITHOUT_POSITION = msgPlural({
  one: "{count} listing without a position",
  other: "{count} listings without a position",
});

/** The position field's own message when the point is what is wrong. */
const positionMessage = (checked: { field?: string; message: string }) =>
  ["latitude", "longitude", "position"].includes(checked.field ?? "") ? PLACE_MESSAGES.position : checked.message;

/** A locality's listings and projects without a pin of their own move to its centre as it is now. */
async function moveListings(city: City, locality: string): Promise<number> {
  return (await placeAtCentres(city, locality)) + (await placeProjectsAtCentres(city, locality));
}

/** Add, remove or import places, or place a locality (Admins only): a bad form or file changes nothing. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  return dispatchIntent(
    form,
    {
      save: async () => {
        const values = withPosition(formValues(form));
        const checked = check(PlaceSchema, { ...values, kind: String(values.kind ?? "").toLowerCase() });
        if (!checked.ok) return answerIntent("save", positionMessage(checked), 400);
        await savePlaces([checked.data as PlaceInput], admin.id);
        return answerIntent("save", PLACE_MESSAGES.saved);
      },
      ...registerIntents(
        form,
        {
          messages: PLACE_MESSAGES,
          csvLimits: PLACE_CSV_LIMITS,
          remove: removePlace,
          parseCsv: parsePlacesCsv,
          saveRows: (rows) => savePlaces(rows, admin.id),
        },
        answerIntent,
      ),
      centre: async () => {
        const checked = check(LocalitySchema, withPosition(formValues(form)));
        if (!checked.ok) return answerIntent("centre", positionMessage(checked), 400);
        const { city, locality, latitude, longitude, nameHi, reachKm } = checked.data;
        const { moved } = await saveLocality(
          {
            city: city as City,
            name: locality,
            centre: { latitude: Number(latitude), longitude: Number(longitude) },
            ...(nameHi ? { nameHi } : {}),
            ...(reachKm ? { reachKm: Number(reachKm) } : {}),
          },
          admin.id,
          moveListings,
        );
        return answerIntent("centre", PLACE_MESSAGES.centreSaved, 200, { values: { moved } });
      },
    },
    () => answerIntent("", msg("Please check the form."), 400),
  );
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

/** /admin/places: landmarks listing pages measure distances to, and the localities' centres (decisions 050, 058). */
export default function AdminPlaces({ loaderData }: Route.ComponentProps) {
  const { places, localities, chosen } = loaderData;
  const { said } = useIntentAnswer();
  const { t, plural } = useI18n();
  const kindLabel = (kind: string) => t(PLACE_KIND_NAMES[kind as PlaceKind] ?? kind);
  const point = (centre: { latitude: number; longitude: number } | null) =>
    centre ? `${centre.latitude}, ${centre.longitude}` : t("no centre yet");
  return (
    <section>
      <AdminHeading
        title={t("Places and locality centres")}
        lead={t(
          "Listing pages name the nearest metro station, railway station, hospital, school, college and market within 15 km, by straight-line distance from the point they show. A listing without a pin stands at its locality's centre, and has no position while its locality has none: place a locality here and its listings move with it.",
        )}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <IntentForm intent="save" title={t("Add a place")} submit={t("Add the place")} busyLabel={t("Saving...")}>
          <SelectField label={t("City")} name="city" options={CITIES} optionLabel={(city) => t(city)} required />
          <SelectField label={t("Kind")} name="kind" options={PLACE_KINDS} optionLabel={kindLabel} required />
          <TextField label={t("Name")} name="name" maxLength={PLACE_BOUNDS.name} required />
          <PositionField />
        </IntentForm>
        <CsvImportForm
          title={t("Import places from a CSV file")}
          columns={t(
            "Columns: city, kind (metro, railway, hospital, school, college or market), name, latitude, longitude.",
          )}
          inputId="places-csv"
        />
        <div id="centre-form">
          <IntentForm
            intent="centre"
            title={t("Place or correct a locality")}
            submit={t("Save the centre")}
            busyLabel={t("Saving...")}
          >
            <SelectField
              label={t("City")}
              name="city"
              options={CITIES}
              optionLabel={(city) => t(city)}
              defaultValue={chosen.city}
              required
            />
            <TextField
              label={t("Locality")}
              name="locality"
              maxLength={PLACE_BOUNDS.name}
              defaultValue={chosen.locality}
              required
            />
            <PositionField
              hint={t("Its middle: a main crossing, market or post office. Paste it, or click the map.")}
            />
            <TextField label={t("Name in Hindi (optional)")} name="nameHi" maxLength={PLACE_BOUNDS.name} lang="hi" />
            <TextField
              label={t("How far a pin may lie from the centre, in km (optional)")}
              name="reachKm"
              inputMode="decimal"
            />
          </IntentForm>
        </div>
      </div>
      <RegisterList
        id="unplaced-list"
        title={t("Localities without a centre")}
        count={localities.unplaced.length}
        testId="unplaced-localities"
      >
        {localities.unplaced.map((locality) => (
          <li
            key={`${locality.city}/${locality.slug}`}
            className="flex flex-wrap items-center justify-between gap-3 p-3"
          >
            <p className="text-sm">
              <span className="font-semibold" translate="no">
                {locality.name}
              </span>
              {locality.nameHi && locality.nameHi !== locality.name ? ` (${locality.nameHi})` : ""}, {t(locality.city)}{" "}
              · {locality.source === "poster" ? t("typed by a poster") : t("on our list")} ·{" "}
              {plural(locality.listings, WITHOUT_POSITION)}
            </p>
            <a
              href={`?${new URLSearchParams({ city: locality.city, locality: locality.name })}#centre-form`}
              className="button-outline px-3 py-1.5 text-sm"
            >
              {t("Place it")}
            </a>
          </li>
        ))}
      </RegisterList>
      {said("remove")}
      <RegisterList id="places-list" title={t("Places")} count={places.length} testId="places">
        {places.map((place) => (
          <RegisterEntry key={place.id} id={place.id} name={place.name}>
            {kindLabel(place.kind)} · {t(place.city)} · {place.latitude}, {place.longitude}
          </RegisterEntry>
        ))}
      </RegisterList>
      {localities.corrected.length ? (
        <RegisterList id="centres-list" title={t("Localities placed by Admins")}>
          {localities.corrected.map((locality) => (
            <li key={`${locality.city}/${locality.slug}`} className="p-3 text-sm">
              <span className="font-semibold" translate="no">
                {locality.name}
              </span>
              , {t(locality.city)} · {point(locality.centre)}
            </li>
          ))}
        </RegisterList>
      ) : null}
    </section>
  );
}
