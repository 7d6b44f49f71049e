ALTER TABLE "properties" ADD COLUMN "colony_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "locality_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The keys of listings and register entries written before them: the SQL twin of
-- legalityKey (listing-core/colony.ts) for names in ASCII and Devanagari; the listing store
-- and the register write them from then on.
UPDATE "properties" SET
  "colony_key" = trim(regexp_replace(lower(normalize("colony", NFKC)), '[[:space:][:punct:]]+', ' ', 'g')),
  "locality_key" = trim(regexp_replace(lower(normalize(coalesce("locality", ''), NFKC)), '[[:space:][:punct:]]+', ' ', 'g'))
WHERE "colony" <> '';--> statement-breakpoint
UPDATE "legality_entries" SET
  "name_key" = trim(regexp_replace(lower(normalize("name", NFKC)), '[[:space:][:punct:]]+', ' ', 'g')),
  "locality_key" = trim(regexp_replace(lower(normalize("locality", NFKC)), '[[:space:][:punct:]]+', ' ', 'g'));
