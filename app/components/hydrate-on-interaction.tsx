import {
  type ComponentType,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { withoutLocale } from "#app/modules/i18n/locale";

const subscribeNothing = () => () => {};
const FIELDS = "input, textarea, select";
/** What a press sets going: buttons (a form's, or the part's own). Links are followed as links. */
const CONTROLS = 'button, input[type="submit"]';

function controlsIn(element: HTMLElement): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>(CONTROLS)];
}

/** What a visitor has done to a part's server HTML before its code came: values typed, choices, focus, disclosures opened. */
interface Touched {
  values: Array<{ value: string; checked: boolean }>;
  focused: number;
  opened: boolean[];
  /** The control pressed before the code came, by its place among the part's controls (-1: none). */
  pressed: number;
}

function touchedIn(element: HTMLElement): Omit<Touched, "pressed"> {
  const fields = [...element.querySelectorAll<HTMLInputElement>(FIELDS)];
  return {
    values: fields.map((field) => ({ value: field.value, checked: field.checked })),
    focused: fields.indexOf(document.activeElement as HTMLInputElement),
    opened: [...element.querySelectorAll("details")].map((details) => details.open),
  };
}

function restoreIn(element: HTMLElement, touched: Omit<Touched, "pressed">) {
  const disclosures = [...element.querySelectorAll("details")];
  if (disclosures.length === touched.opened.length) {
    disclosures.forEach((details, index) => {
      if (touched.opened[index]) details.open = true;
    });
  }
  const fields = [...element.querySelectorAll<HTMLInputElement>(FIELDS)];
  // The same component draws the same fields in the same order.
  if (fields.length !== touched.values.length) return;
  fields.forEach((field, index) => {
    const before = touched.values[index];
    if (!before || field.type === "hidden") return;
    if (field.type === "checkbox" || field.type === "radio") field.checked = before.checked;
    else field.value = before.value;
  });
  const focused = fields[touched.focused];
  if (focused) focused.focus();
}

/**
 * A part of a server-rendered page whose code is fetched only when someone reaches for it:
 * the pointer over it, a touch or focus inside it (the contact and enquiry forms, the
 * owner's panel, "Report this listing"). Until then its server HTML is left as it is, with
 * no event handlers (forms post as plain forms, as they do without JavaScript), and React
 * does not hydrate it. When the code has arrived React draws the part afresh in its place,
 * and what the visitor had typed, chosen and focused is put back.
 *
 * React cannot keep such a part dehydrated: a dehydrated part whose code is not there is
 * replaced by nothing as soon as the router's state changes (a heart, a hash link). So the
 * server HTML is kept outside React (an element whose inner HTML React leaves alone) until
 * the code is there. Rendered after the page has loaded (a client-side navigation), the
 * part is an ordinary lazy part whose code is fetched at once.
 *
 * Measured: the home page's contact form and the listing page's forms are 3 to 6 kB of the
 * page's JavaScript as sent that most visitors never use (docs/decisions/023).
 */
interface Reach {
  /** Whether this browser needs the code at once, unreached (read once the page has hydrated). */
  now?: () => boolean;
}

export function hydrateOnInteraction<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { now }: Reach = {},
) {
  let loading: Promise<ComponentType<Props>> | undefined;
  let Loaded: ComponentType<Props> | undefined; // once here, drawn at once (a lazy part would first draw nothing)
  const code = () => {
    loading ??= load().then((component) => {
      Loaded = component;
      return component;
    });
    return loading;
  };
  const Part = lazy(() => code().then((component) => ({ default: component })));

  function HydrateOnInteraction(props: Props) {
    // True while hydrating the server's HTML, false in a client render.
    const hydrating = useSyncExternalStore(
      subscribeNothing,
      () => false,
      () => true,
    );
    const [live, setLive] = useState(typeof document === "undefined" || !hydrating);
    const navigate = useNavigate();
    const ref = useRef<HTMLDivElement>(null);
    const touched = useRef<Touched | null>(null);
    // The server HTML shows the first props. Other props (the same route with another
    // listing, after a client-side navigation) are drawn by the code, fetched now.
    const first = useRef(props);
    if (!live && !sameProps(first.current, props)) setLive(true);

    useEffect(() => {
      const element = ref.current;
      if (live || !element) return;
      // The mark that the part's code has not come: hydration leaves the server's element
      // as it was (the server drew the part itself), so it is set here; the part's first
      // render with its code removes it.
      element.setAttribute("data-dormant", "");
      let mounted = true;
      let failed = false;
      let pointerDown = false;
      let swapWaiting = false;
      let swapped = false;
      // The control pressed while the code was on its way, by its place among the part's controls.
      let pressed = -1;
      const events = ["pointerover", "touchstart", "focusin"] as const;
      const swap = () => {
        if (!mounted || swapped) return;
        // A press under way (the pointer is down) ends on the button it went down on.
        if (pointerDown) {
          swapWaiting = true;
          return;
        }
        // Read and swap in one go, so that no keystroke falls between them.
        touched.current = { ...touchedIn(element), pressed };
        swapped = true;
        flushSync(() => setLive(true));
      };
      const reach = () => {
        for (const event of events) element.removeEventListener(event, reach);
        code().then(swap, () => {
          // The code did not come (offline): the server HTML keeps working as plain forms,
          // and a press held meanwhile is done as the plain form does it.
          failed = true;
          const control = controlsIn(element)[pressed];
          if (control instanceof HTMLButtonElement && control.type === "submit") control.form?.requestSubmit(control);
        });
      };
      const down = () => {
        pointerDown = true;
      };
      const up = () => {
        pointerDown = false;
        // After the click that this pointer-up makes, if any.
        if (swapWaiting) setTimeout(swap);
      };
      // A press on one of the part's controls before its code came is held, and done by the
      // code once it has come (in useLayoutEffect below): never lost, never done twice.
      const hold = (event: MouseEvent) => {
        // Swapped: the element stays, its listeners until the effect's cleanup; the code has it now.
        if (failed || swapped || !(event.target instanceof Element)) return;
        const control = event.target.closest<HTMLElement>(CONTROLS);
        if (!control || !element.contains(control)) return;
        event.preventDefault();
        event.stopPropagation();
        pressed = controlsIn(element).indexOf(control);
        reach();
      };
      // A link followed before the code came still opens its page within the app, as a
      // rendered link would (no full page load, the scroll to the top as on every page).
      const follow = (event: MouseEvent) => {
        const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
        if (swapped || !link || event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
        event.preventDefault();
        navigate(`${withoutLocale(link.pathname)}${link.search}${link.hash}`);
      };
      for (const event of events) element.addEventListener(event, reach, { passive: true });
      element.addEventListener("pointerdown", down, true);
      element.addEventListener("click", hold, true);
      element.addEventListener("click", follow);
      window.addEventListener("pointerup", up, true);
      window.addEventListener("pointercancel", up, true);
      // Someone reached for it before this listened (focus or pointer already inside), or this browser needs it now.
      if (element.contains(document.activeElement) || element.matches(":hover") || now?.()) reach();
      return () => {
        mounted = false;
        for (const event of events) element.removeEventListener(event, reach);
        element.removeEventListener("pointerdown", down, true);
        element.removeEventListener("click", hold, true);
        element.removeEventListener("click", follow);
        window.removeEventListener("pointerup", up, true);
        window.removeEventListener("pointercancel", up, true);
      };
    }, [live, navigate]);
    useLayoutEffect(() => {
      if (!live || !touched.current || !ref.current) return;
      const { pressed } = touched.current;
      restoreIn(ref.current, touched.current);
      touched.current = null;
      // The code draws the same controls in the same order as the server's HTML.
      controlsIn(ref.current)[pressed]?.click();
    }, [live]);

    if (!live) {
      // data-dormant: the part's code has not come yet (set by the effect above as well).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, so that React leaves the server's HTML inside as it is
      return <div ref={ref} data-dormant="" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
    }
    // In the browser (a client-side navigation to a page with this part) the part waits for
    // its code inside the navigation: the new page shows whole once the code has come, as the
    // old one stays meanwhile. A boundary of its own would show the page without the part, and
    // the part would then push what is below it down under the reader's pointer.
    return (
      <div ref={ref}>
        {Loaded ? (
          <Loaded {...props} />
        ) : typeof document === "undefined" ? (
          <Suspense fallback={null}>
            <Part {...props} />
          </Suspense>
        ) : (
          <Part {...props} />
        )}
      </div>
    );
  }
  return HydrateOnInteraction;
}

/** The same props, each compared by identity (as React.memo does). */
function sameProps(before: object, after: object): boolean {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
