import { inArray } from "drizzle-orm";
import { redirect } from "react-router";
import { agentReraOf } from "#app/modules/accounts/agent-rera.server";
import { getDb } from "#app/modules/db/db.server";
import { localeOf, serverTranslator } from "#app/modules/i18n/catalog.server";
import { localityName } from "#app/modules/i18n/place-names";
import { msg, type Translator } from "#app/modules/i18n/translate";
import { nearbyLines } from "#app/modules/listing-core/landmarks.server";
import type { PlaceKind } from "#app/modules/listing-core/landmarks-rules";
import { propertyHref } from "#app/modules/listing-core/links";
import { listingSettings } from "#app/modules/listing-core/settings.server";
import { titleColumns } from "#app/modules/listing-core/store.server";
import { listingTitle } from "#app/modules/listing-core/title";
import { displayValue } from "#app/modules/listing-core/view";
import { type PriceKind, priceKindOf, SQFT_PER_PRICE_UNIT } from "#app/modules/properties/price-kind";
import { type PropertyDetail, propertyForViewer } from "#app/modules/properties/properties.server";
import {
  AREA_UNITS,
  areaUnitOf,
  bighaNote,
  formatArea,
  formatPricePerSqft,
  toSquareFeet,
} from "#app/modules/text/area";
import { formatDate, formatPrice } from "#app/modules/text/format";
import { indiaDay, startOfIndiaDay } from "#app/modules/text/india-day";
import { properties } from "#db/schema";
import { type Better, bestWithinGroups } from "../compare/best";
import { COMPARE_BUTTON } from "../compare/button-words";
import { type ReadIds, readIds } from "../compare/read-ids";
import { COMPARE_COOKIE, COMPARE_MIN, compareHref, cookieValue, idsInCookie, toggled } from "../compare/selection";
import type { CompareCell, CompareColumn, ComparePage, CompareRow } from "../compare/view";
import { CELL_WORDS, COMPARE_WORDS, COST_NOTE, ROW_LABELS } from "../compare/words";
import { LOAN_DEFAULTS } from "../costs/calculator";
import { circleRateInForce } from "../costs/circle-rates.server";
import { costRules } from "../costs/cost-settings.server";
import { type CostRules, saleCosts } from "../costs/rules";
import { againstMedian } from "../prices/comparison";
import { publishedFigure } from "../prices/prices.server";
import { legalityOf } from "../trust/legality.server";

/**
 * /compare?ids=a,b,c: two to four live listings side by side, a row per fact, every figure
 * worked out on the server with the site's own rules (areas and the bigha setting, UP's stamp
 * duty and registration, the locality prices, the landmarks) and worded in the page's language.
 * Anything the site does not know says so; a listing that is unknown, gone or not public is
 * named as such and left out, never guessed at.
 */

type Listing = PropertyDetail["property"];
type Mode = "sale" | "rent";

/** A sale's price is for good; a rent's is each month (the two are never ranked together). */
function modeOf(listingType: string): Mode | null {
  if (listingType === "Sell" || listingType === "Agricultural Land") return "sale";
  if (listingType === "Rent" || listingType === "PG") return "rent";
  return null;
}

/** What the page works out for one listing before wording it. */
interface Figures {
  listing: Listing;
  detail: PropertyDetail;
  mode: Mode | null;
  kind: PriceKind | null;
  /** Square feet, from the area as given and its unit (the bigha factor in force). */
  areaSqft: number | null;
  perSqft: number | null;
  sale: ReturnType<typeof saleCosts> | null;
  rent: ReturnType<typeof rentUpFront> | null;
  median: { perSqft: number; perUnit: number; n: number } | null;
  nearby: Map<PlaceKind, { name: string; km: number }> | null;
  agentChecked: boolean | null;
  legality: Awaited<ReturnType<typeof legalityOf>>;
}

export async function comparePage(request: Request): Promise<ComparePage> {
  const locale = localeOf(request);
  const translator = serverTranslator(locale);
  const { t } = translator;
  const url = new URL(request.url);
  const asked = readIds(url.searchParams.getAll("ids").join(","));
  const [found, rules] = await Promise.all([
    Promise.all(asked.ids.map((id) => propertyForViewer(id, null))),
    costRules(),
  ]);
  const details = found.filter((detail): detail is PropertyDetail => detail !== null);
  const missing = asked.ids.filter((_, index) => !found[index]);
  const figures = await Promise.all(details.map((detail) => figuresOf(detail, rules)));
  const ids = details.map((detail) => detail.property.id);
  const bigha = figures.some((figure) => areaUnitOf(figure.listing.areaUnit) === "bigha");
  return {
    title: t(COMPARE_WORDS.title),
    lead: t(COMPARE_WORDS.lead),
    ids,
    columns: figures.map((figure) => columnOf(figure, translator)),
    rows: figures.length ? rowsOf(figures, translator) : [],
    problems: [
      ...(await problemsOf(missing, translator)),
      ...askedProblems(asked, translator),
      ...(url.searchParams.has("full") ? [t(COMPARE_BUTTON.full)] : []),
    ],
    notes: [
      t(COST_NOTE, { duty: rules.stampDutyPercent, fee: rules.registrationPercent }),
      // The factor varies by district: stated wherever a bigha is shown.
      ...(bigha ? [bighaNote(listingSettings().bighaSqft, locale)] : []),
    ],
    prompt: figures.length >= COMPARE_MIN ? null : t(figures.length ? COMPARE_WORDS.onlyOne : COMPARE_WORDS.choose),
  };
}

async function figuresOf(detail: PropertyDetail, rules: CostRules): Promise<Figures> {
  const listing = detail.property;
  const mode = modeOf(listing.listingType);
  const kind = priceKindOf(listing.propertyCategory, listing.propertyType);
  const squareFeet =
    listing.plotArea === null
      ? Number.NaN
      : toSquareFeet(listing.plotArea, areaUnitOf(listing.areaUnit), listingSettings().bighaSqft);
  const areaSqft = Number.isFinite(squareFeet) && squareFeet > 0 ? squareFeet : null;
  const price = listing.price && listing.price > 0 ? listing.price : null;
  const [rate, figure, nearby, agent, legality] = await Promise.all([
    mode === "sale" && kind ? circleRateInForce(listing.city, listing.locality, kind) : null,
    mode === "sale" && kind && listing.locality?.trim() ? publishedFigure(listing.city, listing.locality, kind) : null,
    detail.position ? nearbyLines(listing.city, detail.position) : null,
    detail.owner?.role === "Agent" ? agentReraOf(listing.userId) : null,
    legalityOf(listing),
  ]);
  return {
    legality,
    listing,
    detail,
    mode,
    kind,
    areaSqft,
    perSqft: price && areaSqft ? price / areaSqft : null,
    sale:
      mode === "sale" && price
        ? saleCosts(
            { buyer: "man", price, loan: null, loanRate: LOAN_DEFAULTS.rate, loanYears: LOAN_DEFAULTS.years },
            { areaSqft, ratePerSqm: rate?.ratePerSqm ?? null },
            rules,
          )
        : null,
    rent: mode === "rent" && price ? rentUpFront(price, listing.securityDeposit, listing.maintenance, rules) : null,
    median:
      figure && kind
        ? { perUnit: figure.median, perSqft: figure.median / SQFT_PER_PRICE_UNIT[kind], n: figure.n }
        : null,
    nearby: nearby ? new Map(nearby.map((line) => [line.kind, { name: line.name, km: line.km }])) : null,
    agentChecked: agent === null ? null : Boolean(agent.checkedAt),
  };
}

/**
 * What a tenant pays before moving in: the deposit the listing states (else the site's usual
 * months of rent, said so) and the first month, rent and maintenance (rules.ts, rentCosts' parts).
 */
export function rentUpFront(rent: number, deposit: number | null, maintenance: number | null, rules: CostRules) {
  const depositGiven = deposit !== null && deposit >= 0;
  const held = depositGiven ? deposit : Math.round(rent * rules.depositMonths);
  const month = rent + (maintenance ?? 0);
  return { deposit: held, depositGiven, months: rules.depositMonths, month, maintenance, total: held + month };
}

function columnOf(figure: Figures, { t, locale }: Translator): CompareColumn {
  const { listing } = figure;
  return {
    id: listing.id,
    name: listingTitle(listing, locale),
    href: propertyHref(listing.id),
    image: figure.detail.images[0] ?? null,
    place: [localityName(listing.locality, locale), t(listing.city)].filter(Boolean).join(", "),
  };
}

/** Marks the best cells of a row by their values, sales against sales and rents against rents. */
function marked(cells: CompareCell[], figures: Figures[], better: Better, byMode = true): CompareCell[] {
  const best = bestWithinGroups(
    cells.map((cell) => cell.value ?? null),
    figures.map((figure) => (byMode ? figure.mode : "all")),
    better,
  );
  return cells.map((cell, index) => (best.has(index) ? { ...cell, best: true } : cell));
}

function rowsOf(figures: Figures[], translator: Translator): CompareRow[] {
  const { t, locale } = translator;
  const settings = listingSettings();
  const unknown = (text = t(COMPARE_WORDS.unknownValue)): CompareCell => ({ text, unknown: true, value: null });
  const given = (field: "bedrooms" | "facingType" | "furnishing", listing: Listing): CompareCell =>
    listing[field] ? { text: displayValue(field, listing, settings, locale) } : unknown();
  const row = (key: CompareRow["key"], cells: CompareCell[]): CompareRow => ({ key, label: t(ROW_LABELS[key]), cells });
  return [
    row(
      "price",
      marked(
        figures.map(({ listing }) =>
          listing.price
            ? {
                text: formatPrice(listing.price, { locale, perMonth: figuresMode(listing) === "rent" }),
                value: listing.price,
              }
            : unknown(formatPrice(null, { locale })),
        ),
        figures,
        "lower",
      ),
    ),
    row(
      "area",
      marked(
        figures.map(({ listing, areaSqft }) => {
          if (!areaSqft || listing.plotArea === null) return unknown();
          const area = formatArea(listing.plotArea, areaUnitOf(listing.areaUnit), settings.bighaSqft, locale);
          return {
            text: listing.areaKind
              ? t(CELL_WORDS.areaBasis, { area, kind: t(listing.areaKind) })
              : t(CELL_WORDS.areaNoKind, { area }),
            value: areaSqft,
          };
        }),
        figures,
        "higher",
        false,
      ),
    ),
    row(
      "perSqft",
      marked(
        figures.map(({ listing, perSqft, mode }) => {
          if (perSqft === null) return unknown();
          const amount = formatPricePerSqft(perSqft, locale);
          return {
            text: mode === "rent" ? t(CELL_WORDS.perSqftMonth, { amount }) : amount,
            detail: listing.areaKind ? t(CELL_WORDS.perSqftOn, { kind: t(listing.areaKind) }) : undefined,
            value: Math.round(perSqft),
          };
        }),
        figures,
        "lower",
      ),
    ),
    row("allIn", allInCells(figures, translator)),
    row("median", medianCells(figures, translator)),
    row(
      "bhk",
      figures.map(({ listing }) => given("bedrooms", listing)),
    ),
    row(
      "floor",
      figures.map(({ listing }) =>
        listing.floorNumber === null
          ? unknown()
          : {
              text: listing.totalFloors
                ? t(CELL_WORDS.floorOf, {
                    floor: displayValue("floorNumber", listing, settings, locale),
                    total: listing.totalFloors,
                  })
                : displayValue("floorNumber", listing, settings, locale),
            },
      ),
    ),
    row(
      "facing",
      figures.map(({ listing }) => given("facingType", listing)),
    ),
    row(
      "furnishing",
      figures.map(({ listing }) => given("furnishing", listing)),
    ),
    row("lda", ldaCells(figures, translator)),
    row("rera", reraCells(figures, translator)),
    row("poster", posterCells(figures, translator)),
    row(
      "confirmed",
      marked(
        figures.map(({ listing }) =>
          listing.confirmedAt
            ? // By the India day it shows: seconds apart on one day is not "more recent".
              {
                text: formatDate(listing.confirmedAt, locale),
                value: startOfIndiaDay(indiaDay(new Date(listing.confirmedAt))).getTime(),
              }
            : unknown(t(CELL_WORDS.notConfirmed)),
        ),
        figures,
        "higher",
        false,
      ),
    ),
    ...(["metro", "hospital", "school"] as const).map((kind) => row(kind, nearbyCells(figures, kind, translator))),
  ];
}

const figuresMode = (listing: Listing) => modeOf(listing.listingType);

/** What buying costs in all (price, stamp duty, registration) or moving in (deposit and the first month). */
function allInCells(figures: Figures[], { t, locale }: Translator): CompareCell[] {
  const rupees = (value: number) => formatPrice(value, { locale });
  const unknown = (): CompareCell => ({ text: t(COMPARE_WORDS.unknownValue), unknown: true, value: null });
  const cells = figures.map(({ sale, rent, listing }) => {
    if (sale && listing.price)
      return {
        text: rupees(sale.total),
        detail: [
          t(CELL_WORDS.saleTotal, {
            price: rupees(listing.price),
            duty: rupees(sale.stampDuty),
            fee: rupees(sale.registration),
          }),
          sale.onCircleValue && sale.circleValue ? t(CELL_WORDS.onCircle, { value: rupees(sale.circleValue) }) : null,
        ]
          .filter(Boolean)
          .join(". "),
        value: sale.total,
      };
    if (rent)
      return {
        text: rupees(rent.total),
        detail: [
          t(CELL_WORDS.rentTotal, { deposit: rupees(rent.deposit), month: rupees(rent.month) }),
          rent.depositGiven ? t(CELL_WORDS.depositGiven) : t(CELL_WORDS.depositAssumed, { months: rent.months }),
          rent.maintenance
            ? t(CELL_WORDS.maintenance, {
                rent: rupees(listing.price ?? 0),
                maintenance: rupees(rent.maintenance),
              })
            : null,
        ]
          .filter(Boolean)
          .join("; "),
        value: rent.total,
      };
    return unknown();
  });
  return marked(cells, figures, "lower");
}

/** The locality's published median per sq ft (a plot's per sq yd beside it), its count, and this listing against it. */
function medianCells(figures: Figures[], { t, locale }: Translator): CompareCell[] {
  const cells = figures.map(({ mode, median, perSqft, kind }): CompareCell => {
    if (mode !== "sale") return { text: t(CELL_WORDS.salesOnly), unknown: true, value: null };
    if (!median || !kind) return { text: t(CELL_WORDS.noMedian), unknown: true, value: null };
    const perSqftText = formatPricePerSqft(median.perSqft, locale);
    const amount =
      kind === "plot"
        ? t(CELL_WORDS.medianPlot, {
            perSqyd: `${formatPrice(median.perUnit, { locale })}/${t(AREA_UNITS.sqyd.short)}`,
            perSqft: perSqftText,
          })
        : perSqftText;
    const against = perSqft === null ? null : againstMedian(perSqft, median.perSqft);
    return {
      text: t(CELL_WORDS.medianFigure, { amount, count: median.n }),
      detail: against ? t(CELL_WORDS.againstMedian, { difference: differenceWords(against, t) }) : undefined,
      // The furthest below its own locality's median is the best buy of the row.
      value: against ? (against.direction === "above" ? against.percent : -against.percent) : null,
    };
  });
  return marked(cells, figures, "lower");
}

const DIFFERENCE = {
  above: msg("{percent} % above it"),
  below: msg("{percent} % below it"),
  at: msg("at it"),
} as const;

function differenceWords(against: ReturnType<typeof againstMedian>, t: Translator["t"]) {
  return t(DIFFERENCE[against.direction], { percent: against.percent });
}

function ldaCells(figures: Figures[], { t }: Translator): CompareCell[] {
  const cells = figures.map(({ legality }): CompareCell => {
    if (legality?.illegal) return { text: t("Listed by the LDA as illegal or unplanned"), value: 0 };
    if (legality?.approved)
      return { text: t("LDA-approved layout"), detail: legality.approved.approvalNumber, value: 2 };
    return { text: t(CELL_WORDS.notOnLists), value: 1, unknown: true };
  });
  return marked(cells, figures, "higher", false);
}

function reraCells(figures: Figures[], { t, locale }: Translator): CompareCell[] {
  const cells = figures.map(({ listing }): CompareCell => {
    const number = listing.reraNumber?.trim();
    if (!number) return { text: t(CELL_WORDS.reraNone), unknown: true, value: 0 };
    return listing.reraCheckedAt
      ? { text: t(CELL_WORDS.reraChecked, { number, date: formatDate(listing.reraCheckedAt, locale) }), value: 2 }
      : { text: t(CELL_WORDS.reraUnchecked, { number }), value: 1 };
  });
  return marked(cells, figures, "higher", false);
}

/** Owner or agent, and the checks it has earned (decision 045): the most checks are the row's best. */
function posterCells(figures: Figures[], { t }: Translator): CompareCell[] {
  const cells = figures.map(({ detail, listing, agentChecked }): CompareCell => {
    const who =
      detail.owner?.role === "Agent"
        ? t(agentChecked ? CELL_WORDS.reraAgent : CELL_WORDS.agent)
        : detail.owner
          ? t(CELL_WORDS.owner)
          : t(COMPARE_WORDS.unknownValue);
    const badges = [
      detail.owner?.mobileVerified ? t("Mobile verified") : null,
      listing.ownerVerifiedAt ? t("Owner verified") : null,
      listing.photosCheckedAt ? t("Photos checked") : null,
    ].filter((badge): badge is string => badge !== null);
    // An agent whose RERA number an Admin checked counts as one check more.
    const checks = badges.length + (agentChecked ? 1 : 0);
    return { text: who, detail: badges.length ? badges.join(", ") : t(CELL_WORDS.noBadges), value: checks };
  });
  return marked(cells, figures, "higher", false);
}

function nearbyCells(figures: Figures[], kind: PlaceKind, { t, locale }: Translator): CompareCell[] {
  const km = new Intl.NumberFormat(locale === "hi" ? "hi-IN-u-nu-latn" : "en-IN", { maximumFractionDigits: 1 });
  const cells = figures.map(({ nearby }): CompareCell => {
    if (!nearby) return { text: t(CELL_WORDS.noPosition), unknown: true, value: null };
    const place = nearby.get(kind);
    if (!place) return { text: t(CELL_WORDS.noneNear), unknown: true, value: null };
    return { text: t(CELL_WORDS.km, { name: place.name, km: km.format(place.km) }), value: place.km };
  });
  return marked(cells, figures, "lower", false);
}

/** Why each asked-for listing that is not compared is not: unknown, gone, or not public. */
async function problemsOf(missing: string[], { t, locale }: Translator): Promise<string[]> {
  if (!missing.length) return [];
  const rows = await getDb()
    .select({ id: properties.id, status: properties.status, ...titleColumns(properties) })
    .from(properties)
    .where(inArray(properties.id, missing));
  return missing.map((id) => {
    const row = rows.find((found) => found.id === id);
    if (!row) return t(COMPARE_WORDS.unknown, { id });
    // Once public, its name was public too; a listing never approved is named by its number only.
    if (row.status === "expired" || row.status === "closed")
      return t(COMPARE_WORDS.gone, { name: listingTitle(row, locale) });
    return t(COMPARE_WORDS.notLive, { id });
  });
}

function askedProblems(asked: ReadIds, { t, plural }: Translator): string[] {
  return [
    ...asked.malformed.map((id) => t(COMPARE_WORDS.malformed, { id })),
    ...(asked.over ? [plural(asked.over, COMPARE_WORDS.over)] : []),
  ];
}

/** A month: long enough to choose over a few evenings; it is only listing numbers. */
const COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * "Compare" pressed without JavaScript (a card's or a listing's form, or "Remove" on the
 * page): the listing is added to or taken out of this browser's choice, kept in the same
 * cookie the button's script writes, and the visitor is sent to the comparison. Four at most:
 * a fifth changes nothing and the page says why. Only ids are kept; the page checks each.
 */
export async function answerCompareForm(request: Request): Promise<Response> {
  const form = await request.formData();
  const [id] = readIds(String(form.get("id") ?? "").slice(0, 64)).ids;
  // "Remove" on a comparison changes the comparison on screen (perhaps one shared with this
  // visitor), which becomes their choice; a card's "Compare" changes the choice they keep.
  const shown = form.get("ids");
  const chosen = typeof shown === "string" ? readIds(shown).ids : idsInCookie(request.headers.get("cookie"));
  const next = id ? toggled(chosen, id, form.get("on") !== "0") : { ids: chosen, full: false };
  const cookie = `${COMPARE_COOKIE}=${cookieValue(next.ids)}; Path=/; Max-Age=${next.ids.length ? COOKIE_MAX_AGE : 0}; SameSite=Lax`;
  return redirect(`${compareHref(next.ids)}${next.full ? `${next.ids.length ? "&" : "?"}full=1` : ""}`, {
    headers: { "Set-Cookie": cookie },
  });
}
