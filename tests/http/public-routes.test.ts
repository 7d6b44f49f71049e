import { describe, expect, test } from "vitest";
import { E2E } from "../e2e/e2e-env";
import { HttpSession } from "../support/http-session";

/** A visitor of the built site, without a browser. */
const request = new HttpSession({ baseURL: E2E.baseURL });

/** Plain HTTP requests: each page answers with its status and its content in the server HTML. */
const PAGES: Array<[path: string, status: number, texts: string[]]> = [
  [
    "/",
    200,
    ["Your house should mirror the way you live.", "What we can do for you", "Cities we work in", "Send us a message"],
  ],
  ["/about", 200, ["Our story", "Our mission", "Our founder", "Alok Srivastava</strong> grew up"]],
  [
    "/service",
    200,
    ["Buy plots and land", "Buy a commercial property", "Rent a home", "Lease a commercial space", "PG and co-living"],
  ],
  ["/services/buy-plots", 200, ["Buy plots and land", "₹20 Lakh to ₹5 Cr", "Clear title"]],
  ["/services/buy-commercial", 200, ["Buy a commercial property"]],
  ["/services/rent-home", 200, ["Rent a home", "₹10K to ₹2 Lakh per month"]],
  ["/services/lease-commercial", 200, ["Lease a commercial space"]],
  ["/services/pg-co-living", 200, ["PG and co-living"]],
  ["/services/no-such-service", 404, ["Service not found!", "The requested service does not exist."]],
  ["/services/%00", 404, ["Service not found!"]],
  [
    "/ProjectService/lucknow-faizabad-road",
    200,
    ["Faizabad Road, Lucknow", "Location", "Type", "Price range", "Amenities", "Gated entry"],
  ],
  ["/ProjectService/gurugram", 200, ["Gurugram: Dwarka Expressway and Sohna Road"]],
  ["/ProjectService/noida", 200, ["Noida and Greater Noida West"]],
  ["/ProjectService/kanpur", 200, ["Kanpur: Kalyanpur"]],
  ["/ProjectService/varanasi", 200, ["Varanasi: Ring Road and Babatpur"]],
  ["/ProjectService/atlantis", 404, ["City page not found"]],
  ["/ProjectService/%00", 404, ["City page not found"]],
  ["/city", 200, ["Lucknow", "Kanpur", "Noida", "Varanasi", "maps.google.com/maps?q=", "Facebook"]],
  ["/contact", 200, ["+91 522 400 1234", "hello@awadhestates.in", "Vibhuti Khand", "Contact form", "output=embed"]],
  [
    "/privacy-policy",
    200,
    ["Information we collect", "How we use it", "Sharing", "Security", "Your rights", "Contact us about your data"],
  ],
  ["/privacy", 200, ["Information we collect"]],
  ["/terms", 200, ["Terms of use", "Listing a property"]],
  ["/cookies", 200, ["The cookie we use"]],
  ["/buy", 200, ["Riverside Villa with Private Lawn", "₹4,85,00,000", "Restored Heritage Bungalow"]],
  ["/buy?q=kanpur", 200, ["Restored Heritage Bungalow"]],
  ["/project", 200, ["Our projects", "Newest projects", "See all new projects", "Projects by city"]],
];

describe("public routes over plain HTTP", () => {
  for (const [path, status, texts] of PAGES) {
    test(`${path} answers ${status} with its content`, async () => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      const html = await response.text();
      for (const text of texts) expect(html, text).toContain(text.replaceAll("'", "&#x27;"));
    });
  }

  test("a malformed address gets the site's Page not found in its layout and language, not a bare Bad Request", async () => {
    for (const [path, lang, heading] of [
      ["/services/%E0%A4", "en-IN", "Page not found"],
      ["/Search?city=Lucknow/%E0%A4%", "en-IN", null],
      ["/hi/services/%E0%A4", "hi-IN", "पेज नहीं मिला"],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      const html = await response.text();
      if (!heading) {
        // In the query, not the path: the page itself, its search read as far as it can be.
        expect(response.status(), path).toBeLessThan(500);
        continue;
      }
      expect(response.status(), path).toBe(404);
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toContain(heading);
      expect(html, path).toContain('<nav aria-label="');
      expect(html, path).not.toContain("<pre>Bad Request</pre>");
    }
  });

  test("the footer's short service links lead to the page they name; Buy a home to homes", async () => {
    for (const [alias, path] of [
      ["home", "/buy"],
      ["commercial", "/services/buy-commercial"],
      ["rent", "/services/rent-home"],
    ]) {
      const response = await request.get(`/services/${alias}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(path);
    }
    const homes = await (await request.get("/services/home")).text();
    expect(homes).toContain("Luxury homes to buy");
    expect(homes).not.toContain("Buy plots and land");
  });

  test("the privacy policy says what happens to a listing's number now: masked, in full to a signed-in buyer who asks", async () => {
    const text = await (await request.get("/privacy-policy")).text();
    expect(text).toContain("is shown masked with that listing once it is approved");
    // The old product's words, untrue since numbers are masked (issue 37, finding 12).
    expect(text).not.toContain("is shown with that listing once it is approved, so that buyers can reach you");
  });

  test("/buy?q= filters in the server HTML too", async () => {
    const html = await (await request.get("/buy?q=kanpur")).text();
    expect(html).not.toContain("Skyline Penthouse, Hazratganj</h2>");
  });

  test("admin pages send a visitor to sign in", async () => {
    for (const path of ["/admin", "/admin/Buys", "/admin/ComingSoon", "/admin/ourproject"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location).toMatch(/^\/login\?redirectTo=/);
    }
  });
});
