import { ActionLink } from "#app/components/actions";
import { Prose } from "#app/components/content/prose";
import { BadgeCheck, Handshake, ShieldCheck } from "#app/components/icons";
import { PageHeader } from "#app/components/page-header";
import { useSite } from "#app/components/root-data";
import { Name, Words } from "#app/components/words";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { staticPageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = staticPageMeta(
  msg("About us"),
  msg("A Lucknow real-estate and plotting company since 2009: our story, our mission and the founder behind it."),
);

const VALUES = [
  {
    icon: ShieldCheck,
    title: msg("Clear titles only"),
    text: msg("We check every title chain before a plot is listed, and we show you the papers before you pay a token."),
  },
  {
    icon: BadgeCheck,
    title: msg("Prices on the page"),
    text: msg("The price you see is the price we quote. No hidden development charges appear at the registry."),
  },
  {
    icon: Handshake,
    title: msg("With you to the end"),
    text: msg("From the first site visit to the loan, the registry and the mutation, one adviser stays with you."),
  },
] as const;

export default function About() {
  const { founder } = useSite();
  const { t } = useI18n();
  return (
    <>
      <PageHeader
        eyebrow={t("About us")}
        title={t("A Lucknow company that sells land the honest way")}
        lead={t("Who we are, what we believe and the people behind the company.")}
      />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[1.5fr_1fr]">
        <Prose>
          <h2>{t("Our story")}</h2>
          <p>
            {t(
              "Awadh Estates began in 2009 in a two-room office in Aminabad, selling a single layout of forty plots off Faizabad Road. Lucknow was starting to spread east, and buyers had a hard time telling an approved layout from a field with a few boundary stones. We decided to sell only what we would buy ourselves: plots with a checked title, an approved map and roads that were already laid.",
            )}
          </p>
          <p>
            {t(
              "Word travelled. Families who bought a plot came back for a flat for their children, shopkeepers asked us to find them a showroom, and builders from Kanpur, Varanasi and the National Capital Region asked us to sell their projects. Today we are a team of thirty-five in Gomti Nagar, and thousands of families have found a plot, a home or a shop through us.",
            )}
          </p>
          <p>
            {t(
              "This website is the newest part of that story. Anyone can list a property here for free; our team checks each listing before it is published, so that what you find here is real.",
            )}
          </p>
          <h2>{t("Our mission")}</h2>
          <p>
            {t(
              "To make buying property in Uttar Pradesh as safe and as simple as buying anything else that matters: the facts on the table, a fair price, and no surprises at the registry office.",
            )}
          </p>
          <h2>{t("Our founder")}</h2>
          <p>
            <strong translate="no">{founder}</strong>
            {/* One text node, so the page reads "</strong> grew up" as before. */}
            {` ${t(
              "grew up in Lucknow's old city and trained as a civil engineer before spending ten years with a housing developer, watching too many families lose their savings to plots with disputed titles. Awadh Estates was founded to do it differently, and every new layout is still walked by the founder before we agree to sell it.",
            )}`}
          </p>
          <figure>
            <blockquote className="border-l-4 border-accent-400 pl-4 text-ink italic">
              {t('"A house is the largest thing most families ever buy. The least we owe them is the truth about it."')}
            </blockquote>
            <figcaption className="mt-2 pl-5 text-slate-600">
              <Words message={t("{founder}, founder")} values={{ founder: <Name>{founder}</Name> }} />
            </figcaption>
          </figure>
        </Prose>
        <aside aria-labelledby="values-title" className="space-y-4 lg:pt-10">
          <h2 id="values-title" className="text-2xl font-bold tracking-tight">
            {t("What we promise")}
          </h2>
          <ul className="space-y-4">
            {VALUES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <Icon aria-hidden="true" className="size-8 shrink-0 text-brand-700" />
                <div>
                  <h3 className="font-semibold">{t(title)}</h3>
                  <p className="mt-1 text-slate-600">{t(text)}</p>
                </div>
              </li>
            ))}
          </ul>
          <ActionLink to="/contact" className="inline-flex">
            {t("Talk to our team")}
          </ActionLink>
        </aside>
      </div>
    </>
  );
}
