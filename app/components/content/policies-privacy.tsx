import { Link } from "react-router";
import { PolicySections } from "#app/components/content/policies-sections";
import { useSite } from "#app/components/root-data";
import { brandName, siteAddress } from "#app/config/site";
import { useI18n } from "#app/modules/i18n/use-i18n";

/** The privacy policy: what we collect, why, who sees it, how it is kept, your rights. */
export function PrivacyPolicyText() {
  const site = useSite();
  const brand = brandName(site);
  const { t, locale } = useI18n();
  // The footer's address, in the page's language.
  const address = siteAddress(site, locale);
  return (
    <PolicySections
      intro={t(
        "This policy explains what {brand} learns about you when you use this website, what we do with it, and what you can ask us to do. We keep it short and plain; if anything is unclear, write to us.",
        { brand },
      )}
      sections={[
        {
          heading: t("Information we collect"),
          rich: (
            <ul>
              <li>
                <strong>{t("When you send a contact message:")}</strong>
                {` ${t("your name, mobile number, e-mail address and your message.")}`}
              </li>
              <li>
                <strong>{t("When you create an account:")}</strong>
                {` ${t(
                  "your name, mobile number, e-mail address, whether you are an owner, client or agent, and your password, which we store only as a one-way hash that nobody can read.",
                )}`}
              </li>
              <li>
                <strong>{t("When you post a property:")}</strong>
                {` ${t(
                  "its details and photographs. We remove the hidden data that cameras and phones add to photos, such as the location where a photo was taken.",
                )}`}
              </li>
              <li>
                <strong>{t("Technical records:")}</strong>
                {` ${t(
                  "your internet address and the pages requested, kept in our server logs to keep the site secure and working.",
                )}`}
              </li>
            </ul>
          ),
        },
        {
          heading: t("How we use it"),
          points: [
            t("To call or write back when you contact us, and to arrange site visits."),
            t("To run your account and show your listings, and to review listings before they are published."),
            t("To stop abuse of the site, such as automated messages or attempts to guess passwords."),
          ],
          text: t("We do not sell your information, and we do not use it for advertising networks."),
        },
        {
          heading: t("Sharing"),
          text: t(
            "The contact number you give with a property is shown masked with that listing once it is approved; a signed-in buyer who asks sees it in full, and you can see who asked. Otherwise we share your details only with the people who work for us, with the service providers who host this website for us under a duty of confidentiality, and with authorities when the law requires it.",
          ),
        },
        {
          heading: t("Security"),
          text: t(
            "Passwords are hashed, sign-in sessions use secure cookies that scripts cannot read, and only our administrators can see contact messages and account lists. No system is perfectly secure, but we review who has access and keep our software up to date.",
          ),
        },
        {
          heading: t("Your rights"),
          text: t(
            "You may ask us for a copy of the information we hold about you, ask us to correct it, or ask us to delete it along with your account and listings. You may also withdraw your consent to be contacted at any time. We answer every request within 30 days.",
          ),
        },
        {
          heading: t("Cookies"),
          rich: (
            <p>
              {t("We use one cookie to keep you signed in, and nothing to track you.")} {t("The")}{" "}
              <Link to="/cookies">{t("cookie notice")}</Link> {t("has the details.")}
            </p>
          ),
        },
        {
          heading: t("Contact us about your data"),
          rich: (
            <address className="not-italic">
              {brand}
              <br />
              {address.line1}
              <br />
              {address.line2}
              <br />
              {t("E-mail:")} <a href={`mailto:${site.email}`}>{site.email}</a>
            </address>
          ),
        },
      ]}
    />
  );
}
