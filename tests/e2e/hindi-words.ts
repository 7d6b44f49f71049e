import type { Page } from "@playwright/test";

/**
 * What a Hindi page must not write in Latin script (docs/i18n.md, "Hindi style"): short
 * amounts (₹36 L, ₹1.25 Cr), units (sq ft, sq yd, acre, /month) and times (5:15 am). What
 * users typed and names are marked translate="no" and left out, as is company content
 * that has no Hindi yet (lang="en").
 */
export const LATIN_AMOUNTS_AND_UNITS = [
  /₹\s?[\d.,]+\s?(L|Cr|K|lakh|lac|crore)\b/,
  /\b(sq\.?\s?(ft|feet|yd|yards?|m|metres?)|sqft|sqyd|acres?|hectares?|bigha|gaj)\b/i,
  /\/\s?month\b|\b(per|a) month\b/i,
  /\b\d{1,2}(:\d{2})?\s?(am|pm|a\.m\.|p\.m\.)(?![a-z])/i,
];

/** Each text the page shows or reads out that writes an amount, unit or time in Latin script. */
export async function latinAmountsOn(page: Page): Promise<string[]> {
  return page.evaluate(
    (sources) => {
      const patterns = sources.map((source) => new RegExp(source[0] ?? "", source[1]));
      const latin = (text: string) => patterns.some((pattern) => pattern.test(text));
      // Names and what people typed (translate="no"), and the company's own texts that are
      // written in English only so far (lang="en").
      const hidden = (element: Element) =>
        element.closest('[translate="no"], [lang="en"], script, style, noscript, template, svg');
      // An element's text without what is marked translate="no" inside it.
      const ownText = (element: Element): string =>
        [...element.childNodes]
          .map((child) =>
            child.nodeType === Node.TEXT_NODE
              ? (child.textContent ?? "")
              : child instanceof Element && !hidden(child)
                ? ownText(child)
                : " ",
          )
          .join("");
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        // A text node alone may hold only part of an amount ("₹36" then "L"): read its parent's text.
        const text = parent && !hidden(parent) ? ownText(parent) : "";
        if (parent && latin(text)) found.add(`${parent.tagName.toLowerCase()}: ${text.trim().slice(0, 80)}`);
      }
      for (const element of document.body.querySelectorAll("[alt], [aria-label], [placeholder], [title]")) {
        if (hidden(element)) continue;
        for (const name of ["alt", "aria-label", "placeholder", "title"]) {
          const value = element.getAttribute(name);
          if (value && latin(value)) found.add(`${element.tagName.toLowerCase()}[${name}]: ${value.slice(0, 80)}`);
        }
      }
      return [...found];
    },
    LATIN_AMOUNTS_AND_UNITS.map((pattern) => [pattern.source, pattern.flags]),
  );
}
