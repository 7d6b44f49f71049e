import { expect, test } from "vitest";
import { E2E } from "../e2e/e2e-env";
import { HttpSession } from "../support/http-session";

/** A visitor of the built site, without a browser. */
const request = new HttpSession({ baseURL: E2E.baseURL });

// Link previews in chat apps and search engines read the server HTML: every public page
// has a title, a description and a canonical URL; a property page carries its photo,
// price and place for previews, and schema.org data.

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/service",
  "/city",
  "/contact",
  "/buy",
  "/listing-post",
  "/NewProject",
  "/Search",
  "/privacy-policy",
];

test("every public page has a title, a description and a canonical URL", async () => {
  const titles = new Set<string>();
  for (const path of PUBLIC_PAGES) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
    expect(title, path).toMatch(/Awadh Estates/);
    titles.add(title);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{30,}"/);
    expect(html, path).toMatch(
      new RegExp(`<link rel="canonical" href="http://localhost:\\d+${path.replace(/[?]/g, "\\?")}"`),
    );
    expect(html, path).not.toContain('name="robots" content="noindex');
  }
  expect(titles.size, "titles are distinct").toBe(PUBLIC_PAGES.length);
});

test("a property page gives link previews its photo, price and place, and schema.org data", async () => {
  const sitemap = await (await request.get("/sitemaps/properties-1.xml")).text();
  const id = /id=([0-9a-f-]{36})/.exec(sitemap)?.[1];
  const html = await (await request.get(`/listing-detail?id=${id}`)).text();
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/listing-detail\\?id=${id}"`));
  expect(html).toMatch(
    /<meta property="og:image" content="http:\/\/localhost:\d+\/media\/images\/[0-9a-f-]{36}\/\d+\.webp"/,
  );
  expect(html).toMatch(/<meta property="og:description" content="[^"]*₹[\d,]+[^"]*"/);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
  const data = JSON.parse(json ?? "{}");
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    offers: { priceCurrency: "INR" },
  });
});

test("account, admin and posting pages are kept out of search engines", async () => {
  for (const path of ["/login", "/sign", "/postproperty"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toContain("/sitemaps/pages.xml");
});
