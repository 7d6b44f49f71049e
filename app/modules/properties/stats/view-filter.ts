/**
 * Which requests for a listing's page are a person looking at it. Robots, link previews
 * and prefetches fetch the page without anyone reading it; counting them would tell an
 * owner their listing is seen when it is not (decision 031).
 */

/**
 * Crawlers name themselves (bot, crawler, spider); link-preview fetchers (WhatsApp,
 * Facebook, Slack, Telegram, Discord, LinkedIn, Skype) and headless browsers and HTTP
 * libraries say what they are. An app's own in-app browser (Facebook's FBAN, Instagram)
 * is a person and is not matched.
 */
const ROBOT =
  /bot\b|crawl|spider|slurp|scrape|facebookexternalhit|facebookcatalog|whatsapp|slack|telegram|discord|linkedin|skypeuripreview|embedly|preview|headless|phantomjs|puppeteer|playwright|selenium|lighthouse|pagespeed|curl\/|wget|python|go-http-client|java\/|okhttp|axios|node-fetch|undici|^node$|httpclient|libwww|monitor|pingdom|uptime|feedfetcher|mediapartners/i;

/** A user agent that is no person's browser (none at all counts as one). */
export function isRobot(userAgent: string | null | undefined): boolean {
  const agent = userAgent?.trim() ?? "";
  return agent === "" || ROBOT.test(agent);
}

/**
 * A fetch made ahead of a click that may never come: Chromium's `Sec-Purpose: prefetch`
 * (also on prerenders and React Router's prefetch links), the older `Purpose`, Firefox's
 * `X-Moz` and Safari's `X-Purpose: preview`.
 */
export function isPrefetch(headers: Headers): boolean {
  const purpose = [headers.get("sec-purpose"), headers.get("purpose"), headers.get("x-purpose"), headers.get("x-moz")]
    .filter(Boolean)
    .join(",")
    .toLowerCase();
  return /prefetch|prerender|preview/.test(purpose);
}

/** Whether this request may be a person's view: not a robot, not a prefetch. */
export function mayBeAPersonsView(headers: Headers): boolean {
  return !isRobot(headers.get("user-agent")) && !isPrefetch(headers);
}
