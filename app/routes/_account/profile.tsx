import { Link, useActionData } from "react-router";
import { ProfileAccount } from "#app/components/account/profile-account";
import { unlistedPageMeta } from "#app/components/account/unlisted-page-meta";
import { FormMessage } from "#app/components/form-answer";
import { PageHeader } from "#app/components/page-header";
import { ListingSection, OwnerActions, OwnerListingNotes } from "#app/components/properties/lifecycle/owner-listings";
import { ApproveButton, RejectForm } from "#app/components/properties/lifecycle/property-actions";
import { Name, Words } from "#app/components/words";
import { requireUser } from "#app/modules/accounts/session.server";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { handlePropertyAction } from "#app/modules/properties/lifecycle/actions.server";
import { type ProfileSection, profilePage } from "#app/modules/properties/pages/profile-page.server";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = unlistedPageMeta(msg("Your profile"), msg("Your account and your listings."));

export async function loader({ request }: Route.LoaderArgs) {
  return profilePage(request, await requireUser(request));
}

/**
 * The words of the owner's sections, one per state the page model lists (the empty ones
 * after a rejection or expiry are left out).
 */
const SECTION_WORDS: Record<ProfileSection, { title: string; lead: string; empty: string; always?: boolean }> = {
  live: {
    title: msg("Live"),
    lead: msg("On the site for everyone to see."),
    // The old product's words for an owner with nothing live (docs/product/old-product.md §8).
    empty: msg("No approved listings."),
    always: true,
  },
  pending: {
    title: msg("Pending"),
    lead: msg("Waiting for our team to check them. Only you and our administrators can see these."),
    empty: msg("No pending listings."),
    always: true,
  },
  rejected: {
    title: msg("Rejected"),
    lead: msg(
      "Our team could not approve these. Edit one and send it again, or delete it; rejected listings are removed after 30 days.",
    ),
    empty: msg("No rejected listings."),
  },
  expired: {
    title: msg("Expired"),
    lead: msg("Taken off the site because nobody confirmed they were still available. Renew one to bring it back."),
    empty: msg("No expired listings."),
  },
  closed: {
    title: msg("Closed"),
    lead: msg("Sold or rented out."),
    empty: msg("No closed listings."),
  },
};
const OWN_SECTIONS = (
  Object.entries(SECTION_WORDS) as Array<[ProfileSection, (typeof SECTION_WORDS)[ProfileSection]]>
).map(([status, words]) => ({ status, ...words }));

/** Approve and Reject (Admins), Delete (the owner); each checked on the server. */
export function action({ request }: Route.ActionArgs) {
  return handlePropertyAction(request);
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { user, moderation, own, notes, unread } = loaderData;
  const actionData = useActionData<typeof action>();
  const { t } = useI18n();
  return (
    <>
      <PageHeader
        title={t("Your profile")}
        lead={<Words message={t("Signed in as {name}.")} values={{ name: <Name>{user.name}</Name> }} />}
      />
      <div className="container-page py-10">
        <ProfileAccount user={user} unread={unread} />

        {actionData ? (
          <div className="mt-8 max-w-3xl">
            <FormMessage message={t(actionData.message)} tone={actionData.ok ? "success" : "error"} />
          </div>
        ) : null}

        {moderation ? (
          <ListingSection
            id="moderation"
            title={t("Properties waiting for approval")}
            lead={t(
              "Approve a property to show it on the site, or reject it with a reason: its owner can edit it and send it again.",
            )}
            page={moderation}
            empty={t("No pending properties to approve.")}
            param="page"
            level="h2"
            actions={(property) => (
              <>
                <ApproveButton id={property.id} name={property.name} />
                <RejectForm id={property.id} name={property.name} />
              </>
            )}
          />
        ) : null}

        {own ? (
          <>
            <div className="mt-10 flex flex-wrap items-center justify-between gap-3">
              <h2 id="your-listings" className="text-2xl font-bold tracking-tight">
                {t("Your listings")}
              </h2>
              <Link to="/postproperty" className="button-accent px-4 py-2">
                {t("Post a property")}
              </Link>
            </div>
            {OWN_SECTIONS.filter((section) => section.always || own[section.status].total > 0).map((section) => (
              <ListingSection
                key={section.status}
                id={section.status}
                title={t(section.title)}
                lead={t(section.lead)}
                page={own[section.status]}
                empty={t(section.empty)}
                param={`${section.status}Page`}
                notes={(property) => <OwnerListingNotes status={section.status} notes={notes[property.id]} />}
                actions={(property) => (
                  <OwnerActions status={section.status} property={property} notes={notes[property.id]} />
                )}
              />
            ))}
          </>
        ) : null}
      </div>
    </>
  );
}
