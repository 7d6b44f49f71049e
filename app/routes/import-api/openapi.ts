import { openApiDocument } from "#app/modules/properties/import/openapi.server";

/** GET /api/v1/openapi.json: the import API described, from the listing declaration (decision 064). */
export function loader({ request }: { request: Request }) {
  return Response.json(openApiDocument(new URL(request.url).origin), {
    headers: { "Cache-Control": "public, max-age=3600", "Access-Control-Allow-Origin": "*" },
  });
}
