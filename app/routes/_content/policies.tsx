import { Link } from "react-router";
import { PrivacyPolicyText } from "#app/components/content/policies-privacy";
import { PolicySections } from "#app/components/content/policies-sections";
import { Prose } from "#app/components/content/prose";
import { PageHeader } from "#app/components/page-header";
import { useSite } from "#app/components/root-data";
import { brandName } from "#app/config/site";
import { withoutLocale } from "#app/modules/i18n/locale";
import { msg } from "#app/modules/i18n/translate";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { metaI18n, pageMeta } from "#app/modules/text/seo";
import type { Route } from "./+types/policies";

/** One module, three routes (/privacy, /terms, /cookies): the footer's legal links. */
const PAGES = {
  privacy: {
    title: msg("Privacy"),
    lead: msg("How we collect, use and protect your data."),
    description: msg("What we collect, how we use and share it, how we keep it safe, and your rights."),
  },
  terms: {
    title: msg("Terms of use"),
    lead: msg("The rules for using this website and listing a property on it."),
    description: msg("The terms for using the website and listing a property for free."),
  },
  cookies: {
    title: msg("Cookies"),
    lead: msg("The one cookie we use, and what is kept in your browser."),
    description: msg("We use one cookie, to keep you signed in. Nothing tracks you."),
  },
} as const;

type LegalPage = keyof typeof PAGES;

export function loader({ request }: Route.LoaderArgs) {
  const segment = withoutLocale(new URL(request.url).pathname).split("/").filter(Boolean)[0]?.toLowerCase();
  const page: LegalPage = segment === "terms" || segment === "cookies" ? segment : "privacy";
  return { page };
}

export const meta: Route.MetaFunction = (args) => {
  const page = PAGES[args.loaderData?.page ?? "privacy"];
  const { t } = metaI18n(args);
  return pageMeta(args, { title: t(page.title), description: t(page.description) });
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  const page = PAGES[loaderData.page];
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t(page.title)} lead={t(page.lead)} />
      <div className="container-page py-12">
        <Prose>
          {loaderData.page === "privacy" ? <PrivacyPolicyText /> : null}
          {loaderData.page === "terms" ? <Terms /> : null}
          {loaderData.page === "cookies" ? <Cookies /> : null}
        </Prose>
      </div>
    </>
  );
}

function Terms() {
  const site = useSite();
  const brand = brandName(site);
  const { t } = useI18n();
  return (
    <PolicySections
      intro={t(
        "By using this website you agree to these terms. {brand} runs it from Lucknow, and these terms are governed by the laws of India, with the courts of Lucknow deciding any dispute.",
        { brand },
      )}
      sections={[
        {
          heading: t("Listing a property"),
          points: [
            t(
              "Listing is free. You need an account, and you may list only property that you own or are authorised to sell or let.",
            ),
            t(
              "Every listing is reviewed before it is published. We may refuse or remove a listing that is incomplete, misleading, a duplicate, or that we cannot verify.",
            ),
            t("The price, area and photographs must be true. Photos must be of the property itself."),
            t("You can delete your own listings at any time from your profile."),
          ],
        },
        {
          heading: t("Information on this site"),
          text: t(
            "We check what we publish, but prices, availability and approvals change. Before you pay anything, see the property, the original title documents and the approvals yourself; our advisers will help you do so.",
          ),
        },
        {
          heading: t("Fair use"),
          text: t(
            "Do not copy listings in bulk, send automated messages, try to reach pages that are not meant for you, or upload anything unlawful. We limit how often forms can be sent from one connection to keep the site usable for everyone.",
          ),
        },
        {
          heading: t("Liability"),
          text: t(
            "{brand} is not a party to agreements between people who meet through a listing posted by someone else. Where the law allows, we are not liable for losses that come from relying on such a listing.",
            { brand },
          ),
        },
        {
          heading: t("Questions"),
          rich: (
            <p>
              {t("Write to")} <a href={`mailto:${site.email}`}>{site.email}</a> {t("or use the")}{" "}
              <Link to="/contact">{t("contact page")}</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}

function Cookies() {
  const { t } = useI18n();
  return (
    <PolicySections
      sections={[
        {
          heading: t("The cookie we use"),
          text: t(
            "When you sign in, we set one cookie that keeps you signed in. Scripts cannot read it, it is sent only to this website, and it ends when you log out or after it expires. If you never sign in, we set no cookie at all.",
          ),
        },
        {
          heading: t("What your browser keeps"),
          rich: (
            <p>
              {t("On the")} <Link to="/buy">{t("luxury homes page")}</Link>
              {t(
                ", the homes you mark as favourites are remembered in your own browser (its local storage), not on our servers. Clearing your browser's site data removes them.",
              )}
            </p>
          ),
        },
        {
          heading: t("Other websites"),
          text: t(
            "Our maps are shown by Google Maps, and the chat button and social links lead to other services. Those services may set their own cookies when you use them; their own policies apply.",
          ),
        },
        { heading: t("No tracking"), text: t("We use no advertising or analytics cookies.") },
      ]}
    />
  );
}
