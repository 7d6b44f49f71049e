CREATE TABLE "localities" (
	"city" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_hi" text,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"reach_km" double precision,
	"source" text DEFAULT 'seed' NOT NULL,
	"proposed_by" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "localities_city_slug_pk" PRIMARY KEY("city","slug")
);
--> statement-breakpoint
-- The centres kept so far (India Post's, and those Admins corrected) join the list of localities.
INSERT INTO "localities" ("city", "slug", "name", "latitude", "longitude", "source", "updated_by", "updated_at")
  SELECT "city", "slug", "name", "latitude", "longitude", "source", "updated_by", "updated_at" FROM "locality_centres";--> statement-breakpoint
-- Positions the site made up (decision 056). A listing whose locality had no centre stood at
-- its city's reference point, and a pin put at the centre of a map that opened there was
-- called exact: neither is a known position, so both are cleared (the listing is shown in
-- words until its locality has a centre or its poster places a pin).
UPDATE "properties" SET "latitude" = NULL, "longitude" = NULL, "public_latitude" = NULL, "public_longitude" = NULL,
  "location_precision" = 'unknown', "show_exact_location" = false
  WHERE ("city", round("latitude"::numeric, 4), round("longitude"::numeric, 4)) IN (VALUES
    ('Lucknow', 26.8467, 80.9462), ('Noida', 28.5355, 77.391), ('Gurugram', 28.4595, 77.0266),
    ('Kanpur', 26.4499, 80.3319), ('Varanasi', 25.3176, 82.9739));--> statement-breakpoint
UPDATE "projects" SET "latitude" = NULL, "longitude" = NULL, "public_latitude" = NULL, "public_longitude" = NULL,
  "location_precision" = 'unknown', "show_exact_location" = false
  WHERE ("city", round("latitude"::numeric, 4), round("longitude"::numeric, 4)) IN (VALUES
    ('Lucknow', 26.8467, 80.9462), ('Noida', 28.5355, 77.391), ('Gurugram', 28.4595, 77.0266),
    ('Kanpur', 26.4499, 80.3319), ('Varanasi', 25.3176, 82.9739));--> statement-breakpoint
-- A pin exactly at a locality's centre is where the map opened, unmoved: the locality's
-- centre, not a point the poster placed (its shown point is worked out again at start).
UPDATE "properties" SET "location_precision" = 'approximate', "show_exact_location" = false,
  "public_latitude" = NULL, "public_longitude" = NULL
  FROM "locality_centres" AS "centre"
  WHERE "properties"."location_precision" = 'exact' AND "centre"."city" = "properties"."city"
    AND round("properties"."latitude"::numeric, 5) = round("centre"."latitude"::numeric, 5)
    AND round("properties"."longitude"::numeric, 5) = round("centre"."longitude"::numeric, 5);--> statement-breakpoint
UPDATE "projects" SET "location_precision" = 'approximate', "show_exact_location" = false,
  "public_latitude" = NULL, "public_longitude" = NULL
  FROM "locality_centres" AS "centre"
  WHERE "projects"."location_precision" = 'exact' AND "centre"."city" = "projects"."city"
    AND round("projects"."latitude"::numeric, 5) = round("centre"."latitude"::numeric, 5)
    AND round("projects"."longitude"::numeric, 5) = round("centre"."longitude"::numeric, 5);--> statement-breakpoint
DROP TABLE "locality_centres" CASCADE;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "location_precision" SET DEFAULT 'unknown';--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "location_precision" SET DEFAULT 'unknown';--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_proposed_by_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "localities_city_name_idx" ON "localities" USING btree ("city",lower("name"));--> statement-breakpoint
CREATE INDEX "localities_unplaced_idx" ON "localities" USING btree ("updated_at") WHERE "localities"."latitude" is null;