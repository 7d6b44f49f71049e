/**
 * The things integration tests make again and again, made one way: a photo, an upload, a
 * posted property and a live one. Each goes through the same route a person's browser
 * uses (the upload resource, the posting wizard's action), so a test that makes its data
 * here also proves the path works.
 */
import sharp from "sharp";
import type { FIELDS, ScalarField } from "#app/modules/listing-core/fields";
import { CLIENT_IP_HEADER } from "#app/modules/platform/http.server";
import { approveProperty } from "#app/modules/properties/lifecycle/lifecycle.server";
import * as postPropertyRoute from "#app/routes/_listings/post-property";
import * as uploadRoute from "#app/routes/resources/upload";
import { callRoute, request, type TestUser } from "../support/harness";

/** A plain photo: one colour (`shade` tells photos apart), JPEG unless asked otherwise. */
export async function solidPhoto(
  shade = 90,
  { width = 640, height = 480, format = "jpeg" }: { width?: number; height?: number; format?: "jpeg" | "png" } = {},
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: shade, g: 90, b: 60 } } });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
}

/** Sends bytes to /resources/upload as `account`'s browser would; the answer as the uploader reads it. */
export async function sendUpload(
  account: TestUser | null,
  body: Uint8Array,
  { ip = "203.0.113.30", headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
): Promise<uploadRoute.UploadResponse> {
  const result = await callRoute(
    uploadRoute.action,
    new Request("http://localhost:3999/resources/upload", {
      method: "POST",
      headers: {
        [CLIENT_IP_HEADER]: ip,
        "content-type": "application/octet-stream",
        ...(account ? { cookie: account.cookie } : {}),
        ...headers,
      },
      body: new Uint8Array(body),
    }),
  );
  return JSON.parse(String(result.data)) as uploadRoute.UploadResponse;
}

/** Uploads a photo (a plain one unless given) as `account`; the image's id. */
export async function uploadPhoto(account: TestUser, photo?: Buffer | number): Promise<string> {
  const body = Buffer.isBuffer(photo) ? photo : await solidPhoto(photo);
  const answer = await sendUpload(account, body);
  if (!answer.ok) throw new Error(answer.message);
  return answer.image.id;
}

/**
 * A listing form's fields, typed from the declaration (listing-core/fields.ts): a renamed
 * field, or a choice given a value it does not offer, fails the type check.
 */
export type ListingForm = {
  [K in ScalarField]?: (typeof FIELDS)[K] extends { options: readonly (infer Option)[] } ? Option : string;
};

/** A 2 BHK flat for sale in Aliganj: a complete wizard form. */
export const A_FLAT = {
  listingType: "Sell",
  propertyCategory: "Residential",
  propertyType: "Flat/Apartment",
  bedrooms: "2",
  city: "Lucknow",
  projectBuildingName: "Test Residency",
  locality: "Aliganj",
  address: "Sector H",
  contactNumber: "9839077777",
  plotArea: "1100",
  price: "5400000",
} as const satisfies ListingForm;

/** A 3 BHK flat for sale in Indira Nagar: the lifecycle and e-mail tests post it under many names. */
export const AN_INDIRA_NAGAR_FLAT = {
  ...A_FLAT,
  bedrooms: "3",
  locality: "Indira Nagar",
  address: "Sector 14",
  plotArea: "1500",
  price: "6500000",
} as const satisfies ListingForm;

/** A 3 BHK flat in Gomti Nagar with its furnishing and facing: what the search tests vary. */
export const A_GOMTI_NAGAR_FLAT = {
  listingType: "Sell",
  propertyCategory: "Residential",
  propertyType: "Flat/Apartment",
  bedrooms: "3",
  city: "Lucknow",
  locality: "Gomti Nagar",
  contactNumber: "9839012345",
  plotArea: "1500",
  areaUnit: "sqft",
  furnishing: "Semi-Furnished",
  facingType: "East",
  description: "A flat for the search tests.",
} as const satisfies ListingForm;

/** A complete wizard form: A_FLAT with any field overridden. */
export function listingForm(overrides: ListingForm = {}): Record<string, string> {
  const form: Record<string, string> = { ...A_FLAT };
  for (const [field, value] of Object.entries(overrides)) if (value !== undefined) form[field] = value;
  return form;
}

interface PostOptions {
  imageIds?: string[];
  ip?: string;
  /** Values the wizard sends beside its fields: the map's pin (latitude, longitude, showExactLocation). */
  extra?: Record<string, string>;
}

/** What the posting wizard's action answered for a post (the form's fields over A_FLAT). */
export async function sendPost(
  account: TestUser | null,
  fields: ListingForm = {},
  { imageIds = [], ip, extra = {} }: PostOptions = {},
) {
  const result = await callRoute(
    postPropertyRoute.action,
    request("/postproperty", {
      method: "POST",
      cookie: account?.cookie,
      // The poster's own number unless the test gives one: numbers shared between accounts
      // are a broker's sign (properties/trust/broker-signs.server.ts).
      form: { ...listingForm({ contactNumber: account?.mobileNumber, ...fields }), ...extra, imageIds },
      ip,
    }),
  );
  return { ...result, answer: result.data as { ok: boolean; id?: string; message: string } };
}

/** Posts a property as `account` through the wizard; its id (it is pending). */
export async function postedProperty(
  account: TestUser,
  fields: ListingForm = {},
  options: PostOptions = {},
): Promise<string> {
  const { answer } = await sendPost(account, fields, options);
  if (!answer.ok || !answer.id) throw new Error(answer.message);
  return answer.id;
}

/** Posts a property as `account` and approves it: a live listing's id. */
export async function liveProperty(
  account: TestUser,
  fields: ListingForm = {},
  options: { imageIds?: string[]; ip?: string } = {},
): Promise<string> {
  const id = await postedProperty(account, fields, options);
  await approveProperty(id);
  return id;
}
