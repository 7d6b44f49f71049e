import { useI18n } from "#app/modules/i18n/use-i18n";
import type { Fact } from "#app/modules/listing-core/view";

interface ListingFactsProps {
  /** "property" or "project": headings read "About this property", "Project details". */
  noun: "property" | "project";
  description: string;
  /** Worded on the server (listing-core/view.ts detailFacts). */
  facts: readonly Fact[];
}

/** A listing page's description and its facts table, the same for properties and projects. */
export function ListingFacts({ noun, description, facts }: ListingFactsProps) {
  const { t } = useI18n();
  const title = noun === "property" ? t("Property details") : t("Project details");
  return (
    <>
      {description ? (
        <section aria-labelledby="about-title">
          <h2 id="about-title" className="text-xl font-bold text-ink">
            {noun === "property" ? t("About this property") : t("About this project")}
          </h2>
          <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700" translate="no">
            {description}
          </p>
        </section>
      ) : null}

      <section aria-labelledby="facts-title">
        <h2 id="facts-title" className="text-xl font-bold text-ink">
          {title}
        </h2>
        <dl className="mt-4 grid gap-x-8 sm:grid-cols-2" data-testid={`${noun}-facts`}>
          {facts.map((fact) => (
            <div key={fact.field} className="flex justify-between gap-4 border-b border-slate-100 py-3">
              <dt className="text-slate-600">{fact.label}</dt>
              <dd className="text-right font-medium text-ink" translate={fact.asWritten ? "no" : undefined}>
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
