import { msg, msgPlural } from "#app/modules/i18n/translate";

/** The comparison page's words. */
export const COMPARE_WORDS = {
  title: msg("Compare listings"),
  lead: msg("Up to four listings side by side, on one area basis and with what each really costs."),
  caption: msg("The listings compared, one column each"),
  fact: msg("Fact"),
  scrollHint: msg("Swipe sideways to see every listing."),
  choose: msg("Press Compare on two to four listings (on their cards or their pages), then open this page."),
  onlyOne: msg("Choose at least one more listing to compare it with."),
  search: msg("Find listings"),
  remove: msg("Remove {name}"),
  removeShort: msg("Remove"),
  share: msg("The address of this page shows the same comparison to anyone you send it to."),
  print: msg("Print"),
  over: msgPlural({
    one: "Only 4 listings can be compared at once: {count} more was left out.",
    other: "Only 4 listings can be compared at once: {count} more were left out.",
  }),
  malformed: msg("“{id}” is not a listing number."),
  unknown: msg("We do not know a listing numbered {id}."),
  gone: msg("{name} is no longer listed: it was sold, let or has expired."),
  notLive: msg("Listing {id} is not public: it is waiting for approval or was taken down."),
  best: msg("Best in this row"),
  bestNote: msg(
    "★ marks the best value in a row: the lowest price, cost and price per sq ft, the largest area, the nearest place, the most checks. Sales are compared with sales and rents with rents.",
  ),
  unknownValue: msg("Not known"),
};

/** The rows' labels. */
export const ROW_LABELS = {
  price: msg("Price"),
  area: msg("Area"),
  perSqft: msg("₹ per sq ft"),
  allIn: msg("All-in cost"),
  median: msg("Locality median"),
  bhk: msg("BHK"),
  floor: msg("Floor"),
  facing: msg("Facing"),
  furnishing: msg("Furnishing"),
  lda: msg("LDA status"),
  rera: msg("RERA"),
  poster: msg("Posted by"),
  confirmed: msg("Availability last confirmed"),
  metro: msg("Nearest metro station"),
  hospital: msg("Nearest hospital"),
  school: msg("Nearest school"),
};

/** What a cell says beyond its figure. */
export const CELL_WORDS = {
  areaBasis: msg("{area}, {kind} area"),
  areaNoKind: msg("{area} (area type not given)"),
  perSqftOn: msg("on {kind} area"),
  perSqftMonth: msg("{amount} a month"),
  saleTotal: msg("Price {price} + stamp duty {duty} + registration {fee}"),
  onCircle: msg("Duty on the circle-rate value {value}, higher than the price"),
  rentTotal: msg("Deposit {deposit} + first month {month}"),
  depositGiven: msg("deposit as the listing states it"),
  depositAssumed: msg("deposit of {months} months' rent: the listing names none"),
  maintenance: msg("first month: rent {rent} + maintenance {maintenance}"),
  medianFigure: msg("{amount} ({count} listings)"),
  medianPlot: msg("{perSqyd}, that is {perSqft}"),
  againstMedian: msg("this listing: {difference}"),
  noMedian: msg("Too few listings for a figure"),
  salesOnly: msg("Kept for sales only"),
  floorOf: msg("{floor} of {total}"),
  notOnLists: msg("Not on the LDA's lists"),
  reraChecked: msg("{number}, checked on {date}"),
  reraUnchecked: msg("{number}, not checked yet"),
  reraNone: msg("No RERA number given"),
  owner: msg("Owner"),
  agent: msg("Agent"),
  reraAgent: msg("RERA agent"),
  noBadges: msg("no checks yet"),
  km: msg("{name}, {km} km"),
  noPosition: msg("Not known: the listing has no known position"),
  noneNear: msg("None within 15 km"),
  notConfirmed: msg("Not confirmed yet"),
};

/** The note under the table: the rules the costs use, filled from the rules in force. */
export const COST_NOTE = msg(
  "All-in cost to buy: the price, stamp duty of {duty} % and registration of {fee} % under Uttar Pradesh's rules, for a man buying alone (a woman pays less), on the circle-rate value when it is higher. To rent: the deposit and the first month.",
);
