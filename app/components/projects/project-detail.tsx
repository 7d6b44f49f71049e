import { Form, Link, useHref } from "react-router";
import { AmenityList } from "#app/components/amenity-list";
import { Phone } from "#app/components/icons";
import { Gallery } from "#app/components/listing-core/gallery";
import { ListingFacts } from "#app/components/listing-core/listing-facts";
import { ReraNote } from "#app/components/rera-note";
import { useSite } from "#app/components/root-data";
import { Name, Words } from "#app/components/words";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { projectHref } from "#app/modules/listing-core/links";
import { ADMIN_PROJECTS_PATH, cityListHref } from "#app/modules/projects/display";
import type { ProjectView } from "#app/modules/projects/view";
import { WHATSAPP_MESSAGES, whatsAppHref } from "#app/modules/text/whatsapp";

interface ProjectDetailViewProps {
  view: ProjectView;
  isAdmin: boolean;
  /** Breadcrumb trail between Home and the project; New projects and its city by default. */
  trail?: Array<{ to: string; label: string }>;
}

/**
 * One new project: photos, headline facts, description, amenities with icons and a way to
 * get in touch. /NewProjectD, the city pages, /NewsProjectdetail and /ExplorecityPropertyD
 * all show a project with this, labelled with the project's own city. Everything it shows
 * was worded on the server (modules/projects/view.ts).
 */
export function ProjectDetailView({ view, isAdmin, trail }: ProjectDetailViewProps) {
  const { publicUrl } = useSite();
  // The page's own address in its language (/hi/… on a Hindi page): what the friend opens.
  const pagePath = useHref(projectHref(view.id));
  const { t } = useI18n();
  const crumbs = trail ?? [
    { to: "/NewProject", label: msg("New projects") },
    ...(view.city ? [{ to: cityListHref(view.city), label: view.city }] : []),
  ];
  return (
    <article className="container-page py-8 sm:py-10" data-testid="project-detail">
      <nav aria-label={t("Breadcrumb")} className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          {[{ to: "/", label: msg("Home") }, ...crumbs].map((crumb) => (
            <li key={crumb.to}>
              <Link to={crumb.to} className="hover:underline">
                {t(crumb.label)}
              </Link>{" "}
              /
            </li>
          ))}
          <li aria-current="page" className="font-medium text-ink" translate="no">
            {view.name}
          </li>
        </ol>
      </nav>

      <header className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase" data-testid="project-city">
            {view.eyebrow}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl" translate="no">
            {view.name}
          </h1>
          <p className="mt-2 text-lg text-slate-600">{view.place}</p>
          <p className="mt-1 text-sm font-medium text-slate-600">{view.headline}</p>
        </div>
        <p className="text-3xl font-bold text-ink" data-testid="detail-price">
          {view.price}
        </p>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-10">
          <Gallery images={view.images} name={view.name} />

          <ListingFacts noun="project" description={view.description} facts={view.facts} />

          <section aria-labelledby="amenities-title">
            <h2 id="amenities-title" className="text-xl font-bold text-ink">
              {t("Amenities")}
            </h2>
            <AmenityList amenities={view.amenities} />
          </section>
        </div>

        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <section aria-labelledby="enquire-title" className="rounded-2xl border border-slate-200 p-6 shadow-sm">
            <h2 id="enquire-title" className="text-lg font-bold text-ink">
              {t("Interested in this project?")}
            </h2>
            <p className="mt-2 text-slate-600">
              {t(
                "Ask us for the price list, the floor plans or a site visit. We answer every message within a working day.",
              )}
            </p>
            <div className="mt-5 flex flex-col gap-2">
              {view.call ? (
                <a
                  href={view.call.href}
                  className="button-primary inline-flex items-center justify-center gap-2 px-4 py-2.5"
                >
                  <Phone aria-hidden="true" className="size-4" />
                  {view.call.text}
                </a>
              ) : null}
              <Link to="/contact" className="button-secondary inline-flex items-center justify-center px-4 py-2.5">
                {t("Send us a message")}
              </Link>
              <a
                href={whatsAppHref(`${view.shareText}\n${publicUrl}${pagePath}`)}
                className="button-secondary inline-flex items-center justify-center px-4 py-2.5"
                rel="noopener"
                target="_blank"
              >
                {t(WHATSAPP_MESSAGES.share)}
              </a>
              {view.city ? (
                <Link
                  to={cityListHref(view.city)}
                  className="inline-flex items-center justify-center rounded-lg px-4 py-2.5 font-semibold text-brand-700 hover:underline"
                >
                  {t("More projects in {city}", { city: t(view.city) })}
                </Link>
              ) : null}
            </div>
          </section>
          <ReraNote
            id={view.id}
            number={view.rera.number}
            checkedOn={view.rera.checkedOn}
            expected
            canCheck={isAdmin}
            action={ADMIN_PROJECTS_PATH}
            returnTo={projectHref(view.id)}
          />
          <p className="text-sm text-slate-600">{t("Listed on {date}.", { date: view.listedOn })}</p>
          {isAdmin ? (
            // A disclosure asks "are you sure" without any script; the server checks the Admin role.
            <details className="rounded-2xl border border-slate-200 p-4" data-testid="admin-delete">
              <summary className="cursor-pointer font-semibold text-red-800">{t("Delete this project")}</summary>
              <Form method="post" action={ADMIN_PROJECTS_PATH} className="mt-3">
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={view.id} />
                <input type="hidden" name="returnTo" value="/NewProject" />
                <p className="text-sm text-slate-600">
                  <Words
                    message={t("{name} and its photos will be deleted for good. This cannot be undone.")}
                    values={{ name: <Name>{view.name}</Name> }}
                  />
                </p>
                <button type="submit" className="button-danger mt-3 px-4 py-2">
                  {t("Delete for good")}
                </button>
              </Form>
            </details>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
