import { lazy, Suspense, useState } from "react";
import { Menu } from "#app/components/icons";
import { useOptionalUser } from "#app/components/root-data";
import { useI18n } from "#app/modules/i18n/use-i18n";

const loadPanel = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MobileMenuPanel })));

/**
 * The small-screen menu button. The panel's code is fetched when someone reaches for the
 * button (pointer or focus) and the panel is drawn on the first press; it stays mounted
 * afterwards so that closing returns focus to the button as the native dialog does.
 */
export function MobileMenu() {
  const { t } = useI18n();
  // On a phone the top bar has no room for the messages' icon: the menu shows their count.
  const unread = useOptionalUser()?.unread ?? 0;
  // null: never opened, so the panel is not rendered and its code not fetched.
  const [open, setOpen] = useState<boolean | null>(null);
  const close = () => setOpen(false);
  const preload = () => {
    loadPanel().catch(() => {});
  };
  return (
    <>
      <button
        type="button"
        aria-label={unread ? t("Open menu: {count} unread messages", { count: unread }) : t("Open menu")}
        aria-haspopup="dialog"
        aria-expanded={open === true}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className="relative rounded-lg p-1.5 text-ink hover:bg-slate-100 sm:p-2 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-7" />
        {unread ? (
          <span
            aria-hidden="true"
            className="absolute top-0 right-0 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold text-white sm:hidden"
          >
            {unread}
          </span>
        ) : null}
      </button>
      {open === null ? null : (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
