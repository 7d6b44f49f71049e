-- The old product's placeholder "Untitled Project" was kept as the name of conversations about
-- listings without a building name. Pages now name such a listing from its facts while it exists
-- (listing-core/title.ts), and say the listing is gone when it is not: the placeholder is no name.
UPDATE "conversations" SET "listing_name" = '' WHERE "listing_name" = 'Untitled Project';
