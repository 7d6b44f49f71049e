import { BrandMark } from "#app/components/brand-mark";
import { useSite } from "#app/components/root-data";
import { chatHref } from "#app/config/site";

/** The floating chat button: opens a chat with the company's number in the chat app. */
export function ChatLink() {
  const site = useSite();
  return (
    <a
      href={chatHref(site, "Hello! I would like to know more about your properties.")}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      className="fixed right-4 bottom-4 z-40 flex items-center gap-2 rounded-full bg-[#1e7e44] px-4 py-3 font-semibold text-white shadow-lg hover:bg-[#176a38] sm:right-6 sm:bottom-6"
    >
      <BrandMark name="whatsapp" className="size-6" />
      <span className="hidden sm:inline">Chat with us</span>
    </a>
  );
}
