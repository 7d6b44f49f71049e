import { API_BODY_BYTES } from "#app/config/body-limits.js";
import { AMENITIES } from "#app/config/enums";
import { IMPORT_LIMITS, RATE_LIMITS } from "#app/config/limits";
import { fill } from "#app/modules/i18n/translate";
import {
  FIELDS,
  type FieldName,
  type FieldSpec,
  REQUIRED_FIELDS,
  type ScalarField,
} from "#app/modules/listing-core/fields";
import { API_FIELDS, API_MESSAGES } from "./api.server";
import { columnOptions } from "./columns";
import { RESO_NAMES } from "./reso-names";

/**
 * The import API's OpenAPI 3.1 document (GET /api/v1/openapi.json), made from the one listing
 * declaration (fields.ts) as the sheet's template is: a new field is described here with no
 * code. Names are RESO's where one fits (decision 064).
 */

type Schema = Record<string, unknown>;

/** A field's JSON schema: its type, its options, its bounds, and the wizard's label and message. */
function fieldSchema(column: string): Schema {
  if (column === "amenities")
    return { type: "array", items: { type: "string", enum: [...AMENITIES] }, description: "Amenities, by name." };
  if (column === "photos")
    return {
      type: "array",
      maxItems: IMPORT_LIMITS.photosPerRow,
      items: {
        oneOf: [
          { type: "object", required: ["MediaURL"], properties: { MediaURL: { type: "string", format: "uri" } } },
          { type: "string", format: "uri" },
        ],
      },
      description:
        "Photos by https address (RESO Media records or plain addresses), fetched and checked by content as uploads are. Sending the same addresses again keeps the photos.",
    };
  const spec = FIELDS[column as keyof typeof FIELDS] as FieldSpec;
  // A field required only for some listings (bedrooms for a home) says so; JSON Schema's `required` is for all.
  const where = spec.required === true && spec.when ? "Required where it applies." : "";
  const description = [fill(spec.label), fill(spec.message), where].filter(Boolean).join(". ");
  const own = RESO_NAMES[column as FieldName] ? {} : { "x-site-name": true };
  switch (spec.kind) {
    case "choice":
      return { type: "string", enum: [...columnOptions(column as ScalarField)], description, ...own };
    case "number":
      return {
        type: ["number", "string"],
        minimum: spec.min,
        maximum: spec.max,
        description: `${description}${spec.integer ? " A whole number." : ""}`,
        ...own,
      };
    case "month":
      return { type: "string", pattern: "^\\d{4}-\\d{2}$", description: `${description} As YYYY-MM.`, ...own };
    case "date":
      return { type: "string", format: "date", description, ...own };
    case "position":
      return {
        type: "string",
        pattern: "^-?\\d+(\\.\\d+)?,\\s*-?\\d+(\\.\\d+)?$",
        description: `${description} As "latitude, longitude" in degrees; it must lie in the listing's city.`,
        ...own,
      };
    default: {
      const maxLength = "maxLength" in spec ? spec.maxLength : IMPORT_LIMITS.cellChars;
      const money = spec.store === "money" ? " Whole rupees (₹), e.g. 9800000 for 98 lakh." : "";
      return { type: ["string", "number"], maxLength, description: `${description}${money}`, ...own };
    }
  }
}

const error = {
  type: "object",
  properties: {
    error: {
      type: "object",
      required: ["message"],
      properties: {
        message: { type: "string" },
        problems: {
          type: "array",
          items: {
            type: "object",
            properties: {
              field: { type: "string", description: "The field's API name." },
              message: { type: "string" },
              messageHi: { type: "string", description: "The same in Hindi." },
            },
          },
        },
      },
    },
  },
};

const held = {
  type: "object",
  required: ["reference", "status"],
  properties: {
    reference: { type: "string" },
    status: {
      type: "string",
      enum: ["pending", "live", "rejected", "expired", "closed", "queued", "failed"],
      description:
        "The listing's state on the site; or, before it is applied, queued, or failed (with message). A new listing is pending until an Admin approves it.",
    },
    listingId: { type: ["string", "null"] },
    url: { type: ["string", "null"], format: "uri" },
    updatedAt: { type: ["string", "null"], format: "date-time" },
    message: { type: "string" },
    changeQueued: { type: "boolean", description: "A listing sent for this reference is still to be applied." },
    action: { type: "string", enum: ["new", "changed", "unchanged"], description: "What the PUT did (PUT only)." },
  },
};

const answer = (description: string, schema?: Schema) => ({
  description,
  ...(schema ? { content: { "application/json": { schema } } } : {}),
});

const refusals = {
  "401": answer(API_MESSAGES.noKey, error),
  "429": answer(`${API_MESSAGES.tooMany} At most ${RATE_LIMITS.apiKey.max} requests an hour per key.`, error),
};

/** The document, for a site at `origin`. */
export function openApiDocument(origin: string) {
  const required = new Set<string>(REQUIRED_FIELDS.filter((field) => !(FIELDS[field] as FieldSpec).when));
  const listing: Schema = {
    type: "object",
    additionalProperties: false,
    required: API_FIELDS.filter(({ column }) => required.has(column)).map(({ name }) => name),
    properties: Object.fromEntries(API_FIELDS.map(({ column, name }) => [name, fieldSchema(column)])),
  };
  const reference = {
    name: "reference",
    in: "path",
    required: true,
    schema: { type: "string", minLength: 1, maxLength: 100 },
    description: "Your own reference for the listing (your CRM's id).",
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "Awadh Estates listing import API",
      version: "1",
      description: `Put your listings by your own reference, remove them, and list what the site holds. Each listing passes every check the posting form applies (a verified mobile, posting limits, the LDA register, RERA, photos checked by content, the approval queue) and is applied by the same job as a spreadsheet import; a live listing's change waits for review. Bodies are JSON, at most ${API_BODY_BYTES / 1024} KB. Field names are the RESO Data Dictionary's where one fits; fields marked x-site-name are the site's own (lakh and bigha, Indian rules).`,
    },
    servers: [{ url: `${origin}/api/v1` }],
    security: [{ key: [] }],
    components: {
      securitySchemes: {
        key: { type: "http", scheme: "bearer", description: "A key made at /profile/import/keys, shown once." },
      },
      schemas: { Listing: listing, HeldListing: held, Error: error },
    },
    paths: {
      "/listings": {
        get: {
          summary: "Every listing of yours that has a reference, with its state and page",
          responses: {
            "200": answer("Your listings", {
              type: "object",
              properties: { listings: { type: "array", items: { $ref: "#/components/schemas/HeldListing" } } },
            }),
            ...refusals,
          },
        },
      },
      "/listings/{reference}": {
        parameters: [reference],
        get: {
          summary: "One listing by your reference",
          responses: {
            "200": answer("The listing", { $ref: "#/components/schemas/HeldListing" }),
            "404": answer(API_MESSAGES.notFound, error),
            ...refusals,
          },
        },
        put: {
          summary: "Create or change a listing by your reference",
          requestBody: {
            required: true,
            content: { "application/json": { schema: { $ref: "#/components/schemas/Listing" } } },
          },
          responses: {
            "200": answer("Unchanged: the site holds this already", { $ref: "#/components/schemas/HeldListing" }),
            "202": answer("Queued to be posted or changed; GET it to follow", {
              $ref: "#/components/schemas/HeldListing",
            }),
            "409": answer(API_MESSAGES.pending, error),
            "413": answer("The body is too large", error),
            "415": answer("The body is not application/json", error),
            "422": answer("Refused, with every problem by field (the posting form's own messages)", error),
            ...refusals,
          },
        },
        delete: {
          summary: "Remove a listing (and its photos) from the site",
          responses: {
            "204": answer("Removed"),
            "404": answer(API_MESSAGES.notFound, error),
            "409": answer(API_MESSAGES.pending, error),
            ...refusals,
          },
        },
      },
    },
  };
}
