import { BrandMark } from "#app/components/brand-mark";
import { useSite } from "#app/components/root-data";
import { chatHref } from "#app/config/site";
import { useI18n } from "#app/modules/i18n/use-i18n";

/** The floating chat button: opens a chat with the company's number in the chat app. */
export function ChatLink() {
  const site = useSite();
  const { t } = useI18n();
  return (
    <a
      href={chatHref(site, t("Hello! I would like to know more about your properties."))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("Chat with us on WhatsApp (opens in a new tab)")}
      className="fixed right-4 bottom-4 z-40 flex items-center gap-2 rounded-full bg-[#1e7e44] px-4 py-3 font-semibold text-white shadow-lg hover:bg-[#176a38] sm:right-6 sm:bottom-6"
    >
      <BrandMark name="whatsapp" className="size-6" />
      <span className="hidden sm:inline">{t("Chat with us")}</span>
    </a>
  );
}
