import { Link } from "react-router";
import { PlaceWords } from "#app/components/place-words";
import { Name, Words } from "#app/components/words";
import { BROKER_SIGNS } from "#app/config/limits";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { propertyHref } from "#app/modules/listing-core/links";
import { isListingStatus, STATUS_LABELS } from "#app/modules/properties/status";
import type { BrokerEvidence, EvidenceListing } from "#app/modules/properties/types";

/**
 * Why an Owner was flagged as posting like a broker, sign by sign, each above the listings it
 * rests on, every one a link (issue 57, B14): the Admin decides from the listings, not from a
 * label.
 */
export function BrokerSigns({
  signs,
  evidence,
}: {
  signs: Array<{ sign: string; words: string }>;
  evidence: BrokerEvidence;
}) {
  const { t } = useI18n();
  return (
    <ul className="mt-2 space-y-3 text-sm" data-testid="broker-signs">
      {signs.map(({ sign, words }) => (
        <li key={sign} data-sign={sign}>
          <p className="font-semibold">{t(words, { max: BROKER_SIGNS.listings })}</p>
          {sign === "manyListings" ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {evidence.listings.map((listing) => (
                <li key={listing.id}>
                  <ListingLink listing={listing} />
                </li>
              ))}
            </ul>
          ) : sign === "sharedNumber" ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {byOwnListing(evidence.sharedNumber).map(({ mine, number, theirs }) => (
                <li key={mine.id}>
                  <span translate="no">{number}</span> · {t("theirs:")} <ListingLink listing={mine} /> ·{" "}
                  {t("another account's:")}{" "}
                  {theirs.map((listing, index) => (
                    <span key={listing.id}>
                      {index ? "; " : ""}
                      <ListingLink listing={listing} />{" "}
                      <span className="text-slate-600">
                        (<Words message={t("posted by {name}")} values={{ name: <Name>{listing.poster}</Name> }} />)
                      </span>
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          ) : sign === "sharedPhotos" ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {evidence.sharedPhotos.map((pair) => (
                <li key={`${pair.mine.id}-${pair.theirs.id}`}>
                  {t("theirs:")} <ListingLink listing={pair.mine} /> · {t("another poster's:")}{" "}
                  <Link
                    to={propertyHref(pair.theirs.id)}
                    className="font-semibold text-brand-800 underline"
                    translate="no"
                  >
                    {pair.theirs.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Each of their listings once, with every other account's listing that gives the same number. */
function byOwnListing(pairs: BrokerEvidence["sharedNumber"]) {
  const groups = new Map<
    string,
    { mine: EvidenceListing; number: string; theirs: Array<BrokerEvidence["sharedNumber"][number]["theirs"]> }
  >();
  for (const pair of pairs) {
    const group = groups.get(pair.mine.id) ?? { mine: pair.mine, number: pair.number, theirs: [] };
    group.theirs.push(pair.theirs);
    groups.set(pair.mine.id, group);
  }
  return [...groups.values()];
}

/** A listing by its name, linked, with where it is and its state. */
function ListingLink({ listing }: { listing: EvidenceListing }) {
  const { t } = useI18n();
  return (
    <>
      <Link to={propertyHref(listing.id)} className="font-semibold text-brand-800 underline" translate="no">
        {listing.name}
      </Link>{" "}
      <span className="text-slate-600">
        (<PlaceWords locality={listing.locality} city={listing.city} />
        {isListingStatus(listing.status) ? ` · ${t(STATUS_LABELS[listing.status])}` : ""})
      </span>
    </>
  );
}
