import { getSite } from "#app/config/site.server";

/** Account, admin and posting pages stay out of search engines; the rest is in the sitemap. */
const PRIVATE = [
  "/admin",
  "/profile",
  "/postproperty",
  "/Postlisting",
  "/PropertyDetails",
  "/AdditionalDetails",
  "/Amenities",
  "/login",
  "/sign",
  "/logout",
  "/resources/",
];

export function loader() {
  const body = [
    "User-agent: *",
    ...PRIVATE.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${getSite().publicUrl}/sitemap.xml`,
    "",
  ];
  return new Response(body.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
