import type { ReactNode } from "react";
import { Link } from "react-router";
import { ActionLink, Actions } from "#app/components/actions";
import { PageHeader } from "#app/components/page-header";
import { OfferDetails, type OfferDetailsProps } from "./offer-details";

interface PageLink {
  to: string;
  label: string;
}

/** A service or a city page: what it offers, the way to ask and the way on, its details beside. */
export function OfferPage({
  eyebrow,
  title,
  children,
  ask,
  more,
  offer,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
  ask: PageLink;
  more: PageLink;
  offer: OfferDetailsProps;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1.5fr_1fr]">
        <div>
          {children}
          <Actions className="mt-8">
            <ActionLink to={ask.to}>{ask.label}</ActionLink>
            <ActionLink to={more.to} look="other">
              {more.label}
            </ActionLink>
          </Actions>
        </div>
        <OfferDetails {...offer} />
      </div>
    </>
  );
}

/** A service or city page that is not there (404), with the ones that are. */
export function MissingOfferPage({
  title,
  lead,
  heading,
  links,
}: {
  title: string;
  lead: string;
  heading?: string;
  links: PageLink[];
}) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <div className="container-page py-12">
        {heading ? <h2 className="mb-4 text-xl font-semibold">{heading}</h2> : null}
        <ul className="space-y-2">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="font-semibold text-brand-700 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
