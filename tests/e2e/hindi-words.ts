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

/**
 * Latin words that are the same in Hindi (docs/i18n.md, "Hindi style"): abbreviations people
 * use as they are, the brand, and the file types and apps people meet by these names.
 * Anything else written in Latin letters on a Hindi page is a name, and a name is marked
 * translate="no" where it is shown (a listing's title, a person, what someone typed).
 */
export const SAME_IN_HINDI = [
  ...["UP RERA", "RERA", "BHK", "RK", "PG", "LDA", "SMS", "OTP", "ATM", "CCTV"],
  ...["Awadh Estates", "WhatsApp", "Wi-Fi", "Facebook", "Instagram", "LinkedIn", "X (Twitter)", "YouTube"],
  ...["CSV", "JPEG", "PNG", "WebP", "HEIC", "GIF", "AVIF", "MB", "KB"],
  // What agents call the software their listings and leads live in, and its way in (decision 064).
  ...["CRM", "API"],
];

/**
 * The column names of the Admin's CSV files, written as the file must write them: allowed on
 * the admin desk's pages only.
 */
export const CSV_COLUMNS = [
  ...["kind", "name", "city", "locality", "approval_number", "source", "date", "latitude", "longitude"],
  ...["rate_per_sqm", "applies_from", "approved", "illegal", "flat", "house", "plot"],
  ...["metro", "railway", "hospital", "school", "college", "market", "UTF-8"],
];

/**
 * The Latin words of a text, once e-mail addresses, web addresses and RERA numbers
 * ("UPRERAPRJ12345", identifiers as the UP RERA portal writes them) are taken out.
 */
export function latinWordsIn(text: string, same: readonly string[] = SAME_IN_HINDI): string[] {
  let rest = text
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ")
    .replace(/\bUPRERA(?:PRJ|AGT)\d*\b/g, " ");
  for (const term of [...same].sort((a, b) => b.length - a.length))
    rest = rest.replace(
      new RegExp(`(?<![A-Za-z])${term.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")}(?![A-Za-z])`, "g"),
      " ",
    );
  return rest.match(/[A-Za-z]+(?:['’-][A-Za-z]+)*/g) ?? [];
}

/**
 * Every text a Hindi page shows or reads out (text, alt, aria-label, placeholder, title, the
 * document's title and description) that has a Latin word outside SAME_IN_HINDI. What is
 * marked translate="no" is a name and left out, by its marking. An attribute cannot mark
 * part of itself, so a name the page marks elsewhere is taken out of attributes ("और जानें:
 * Gomti Greens"); text is checked node by node, and there only the marking counts.
 */
export async function latinWordsOn(page: Page, same: readonly string[] = SAME_IN_HINDI): Promise<string[]> {
  const lines = await page.evaluate(() => {
    const names = (element: Element) => element.closest('[translate="no"], script, style, noscript, template');
    const marked = [...document.querySelectorAll('[translate="no"]')]
      .flatMap((element) => [element.textContent ?? "", element.getAttribute("title") ?? ""])
      .map((text) => text.replace(/\s+/g, " ").trim())
      .filter((text) => text.length > 1)
      .sort((a, b) => b.length - a.length);
    const withoutNames = (text: string) => marked.reduce((rest, name) => rest.split(name).join(" "), text);
    const found: Array<[string, string]> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      if (parent && text && !names(parent)) found.push([parent.tagName.toLowerCase(), text]);
    }
    for (const element of document.querySelectorAll("[alt], [aria-label], [placeholder], [title]")) {
      if (names(element)) continue;
      for (const name of ["alt", "aria-label", "placeholder", "title"]) {
        const value = element.getAttribute(name);
        if (value) found.push([`${element.tagName.toLowerCase()}[${name}]`, withoutNames(value)]);
      }
    }
    found.push(["title", withoutNames(document.title)]);
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    if (description) found.push(["meta[description]", withoutNames(description)]);
    return found;
  });
  return lines
    .filter(([, text]) => latinWordsIn(text, same).length > 0)
    .map(([where, text]) => `${where}: ${text.slice(0, 120)}`)
    .filter((line, index, all) => all.indexOf(line) === index);
}
