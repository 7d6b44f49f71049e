import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { CITIES } from "./config/enums";

/**
 * Every route of the product. Paths match case-insensitively (React Router's default),
 * so /PostProperty and /postproperty are the same page.
 */
export default [
  // Outside the shared layout.
  route("login", "routes/_auth/login.tsx"),
  route("login/unlock", "routes/_auth/login-unlock.tsx"),
  route("sign", "routes/_auth/sign.tsx"),
  route("logout", "routes/_auth/logout.tsx"),
  route("forgot-password", "routes/_auth/forgot-password.tsx"),
  route("reset-password", "routes/_auth/reset-password.tsx"),
  route("verify-email", "routes/_auth/verify-email.tsx"),
  route("undo-email", "routes/_auth/undo-email.tsx"),
  route("profile/data", "routes/_account/my-data.tsx"),
  route("profile/import/file", "routes/_account/import/file.tsx"),
  route("messages/visit/:visitId.ics", "routes/_account/messages/visit-calendar.tsx"),
  route("shortlist/add", "routes/_account/shortlist-add.tsx"),
  route("postproperty", "routes/_listings/post-property.tsx"),
  route("resources/upload", "routes/resources/upload.tsx"),
  route("resources/wizard-draft", "routes/resources/wizard-draft.tsx"),
  route("resources/localities", "routes/resources/localities.tsx"),
  route("resources/locality-centre", "routes/resources/locality-centre.tsx"),
  route("resources/search-count", "routes/resources/search-count.tsx"),
  route("resources/catalog/:file", "routes/resources/catalog.tsx"),

  // The import API for CRMs (decision 064): JSON, with a poster's key.
  route("api/v1/openapi.json", "routes/import-api/openapi.ts"),
  route("api/v1/listings", "routes/import-api/listings.ts"),
  route("api/v1/listings/:reference", "routes/import-api/listing.ts"),

  // Files for search engines.
  route("robots.txt", "routes/resources/robots.tsx"),
  route("sitemap.xml", "routes/resources/sitemap-index.tsx"),
  route("sitemaps/:file", "routes/resources/sitemap-file.tsx"),

  layout("routes/_site/layout.tsx", [
    index("routes/_site/home.tsx"),

    // Company and content pages.
    route("about", "routes/_content/about.tsx"),
    route("service", "routes/_content/service.tsx"),
    route("services/:serviceUrl", "routes/_content/service-detail.tsx"),
    route("city", "routes/_content/city.tsx"),
    route("ProjectService/:url", "routes/_content/project-service.tsx"),
    route("contact", "routes/_content/contact-us.tsx"),
    route("privacy-policy", "routes/_content/privacy-policy.tsx"),
    route("privacy", "routes/_content/policies.tsx", { id: "legal-privacy" }),
    route("terms", "routes/_content/policies.tsx", { id: "legal-terms" }),
    route("cookies", "routes/_content/policies.tsx", { id: "legal-cookies" }),
    route("buy", "routes/_content/buy.tsx"),
    route("Search", "routes/_listings/search.tsx"),
    // Place pages: /properties/lucknow, /properties/lucknow/rent, /properties/lucknow/gomti-nagar(/rent).
    route("properties/:city", "routes/_listings/place.tsx", { id: "place-city" }),
    route("properties/:city/:place", "routes/_listings/place.tsx", { id: "place-second" }),
    route("properties/:city/:place/:type", "routes/_listings/place.tsx", { id: "place-third" }),
    route("project", "routes/_content/our-project-create.tsx"),

    // User-posted properties.
    route("listing-post", "routes/_listings/listing-post.tsx"),
    route("listing-detail", "routes/_listings/listing-detail.tsx"),
    route("compare", "routes/_listings/compare.tsx"),
    route("listing/renew", "routes/_listings/renew-listing.tsx"),
    route("Postlisting", "routes/_listings/postlisting.tsx"),
    route("PropertyDetails", "routes/_listings/wizard-step.tsx", { id: "wizard-step-1" }),
    route("AdditionalDetails", "routes/_listings/wizard-step.tsx", { id: "wizard-step-2" }),
    route("Amenities", "routes/_listings/wizard-step.tsx", { id: "wizard-step-3" }),
    route("profile", "routes/_account/profile.tsx"),
    route("profile/settings", "routes/_account/settings.tsx"),
    route("profile/enquiries", "routes/_account/contact-owner/enquiries.tsx"),
    route("profile/listing-stats", "routes/_account/listing-stats.tsx"),
    route("shortlist", "routes/_account/shortlist.tsx"),
    route("profile/searches", "routes/_account/saved-searches/list.tsx"),
    // Bulk imports (decision 062).
    route("profile/import", "routes/_account/import/upload.tsx"),
    route("profile/import/keys", "routes/_account/import/api-keys.tsx"),
    route("profile/import/webhook", "routes/_account/import/webhook.tsx"),
    route("profile/import/feed", "routes/_account/import/feed.tsx"),
    route("profile/import/:id", "routes/_account/import/import.tsx"),
    route("alerts/unsubscribe", "routes/_account/saved-searches/unsubscribe.tsx"),
    route("profile/delete", "routes/_account/delete-account.tsx"),
    route("profile/visit-hours", "routes/_account/messages/visit-hours.tsx"),
    // Conversations and site visits (decision 053).
    route("messages", "routes/_account/messages/list.tsx"),
    route("messages/book", "routes/_account/messages/book-visit.tsx"),
    route("messages/:id", "routes/_account/messages/conversation.tsx"),

    // New projects.
    route("NewProject", "routes/_projects/new-project.tsx"),
    route("NewProjectD", "routes/_projects/new-project-detail.tsx"),
    route("Newprojectdetial", "routes/_projects/project-city-redirect.tsx"),
    ...[...CITIES.map((city) => city.toLowerCase()), "unknown"].map((city) =>
      route(`${city}/:projectId`, "routes/_projects/city-project.tsx", { id: `city-project-${city}` }),
    ),
    route("project/:city", "routes/_projects/projects-in-city.tsx"),
    route("NewsProject", "routes/_projects/news-project.tsx"),
    route("NewsProjectdetail", "routes/_projects/news-project-detail.tsx"),
    route("Cityhome", "routes/_projects/city-home.tsx"),
    route("ExplorecityPropertyD", "routes/_projects/explore-city-property.tsx"),

    // The admin desk: every loader and action checks the Admin role on the server.
    ...prefix("admin", [
      layout("routes/admin/layout.tsx", [
        index("routes/admin/dashboard.tsx"),
        route("ourproject", "routes/admin/our-projects.tsx"),
        route("Postproject", "routes/admin/properties.tsx"),
        route("reports", "routes/admin/reports.tsx"),
        route("conversations", "routes/admin/messages.tsx"),
        route("brokers", "routes/admin/brokers.tsx"),
        route("legality", "routes/admin/legality.tsx"),
        route("ComingSoon", "routes/admin/sign-ups.tsx"),
        route("Buys", "routes/admin/contact-us.tsx"),
        route("ProjectExplore", "routes/admin/project-explore.tsx"),
        route("circle-rates", "routes/admin/circle-rates.tsx"),
        route("places", "routes/admin/landmarks.tsx"),
      ]),
    ]),

    route("*", "routes/_site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
