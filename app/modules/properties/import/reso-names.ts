import type { FieldName } from "#app/modules/listing-core/fields";

/**
 * The listing's fields that have a name in the RESO Data Dictionary, as the import API and
 * its OpenAPI document call them (decision 064). A field not named here is called by its own
 * name in the declaration (fields.ts): those RESO has no fitting field for (lakh and bigha,
 * Indian possession and tenant rules, the LDA and UP RERA). Kept apart from the declaration,
 * which the browser loads, because only the server speaks the API.
 */
export const RESO_NAMES: Partial<Record<FieldName, string>> = {
  propertyCategory: "PropertyType",
  propertyType: "PropertySubType",
  city: "City",
  projectBuildingName: "BuildingName",
  colony: "SubdivisionName",
  address: "UnparsedAddress",
  bedrooms: "BedroomsTotal",
  bathrooms: "BathroomsTotalInteger",
  price: "ListPrice",
  availableFrom: "AvailabilityDate",
  maintenance: "AssociationFee",
  pets: "PetsAllowed",
  furnishing: "Furnished",
  totalFloors: "StoriesTotal",
  floorNumber: "EntryLevel",
  facingType: "DirectionFaces",
  description: "PublicRemarks",
};
