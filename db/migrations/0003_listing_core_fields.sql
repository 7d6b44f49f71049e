DROP INDEX "projects_created_idx";--> statement-breakpoint
DROP INDEX "projects_city_created_idx";--> statement-breakpoint
DROP INDEX "projects_listing_type_created_idx";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "bedrooms" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "area_unit" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "area_kind" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "area_sqft" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "price_per_sqft" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "possession" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "possession_by" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "rera_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bedrooms" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "area_unit" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "area_kind" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "area_sqft" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_per_sqft" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "possession" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "possession_by" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rera_number" text;--> statement-breakpoint
CREATE INDEX "properties_approved_price_per_sqft_idx" ON "properties" USING btree ("is_approved","price_per_sqft");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_city_created_idx" ON "projects" USING btree ("city","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_listing_type_created_idx" ON "projects" USING btree ("listing_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Legacy listings: their area was typed in square feet; derive the figures new ones store.
UPDATE "properties" SET "area_sqft" = "plot_area", "price_per_sqft" = CASE WHEN "listing_type" IN ('Sell', 'Agricultural Land') AND "plot_area" > 0 AND "price" > 0 THEN round("price" / "plot_area") END WHERE "plot_area" IS NOT NULL;--> statement-breakpoint
UPDATE "projects" SET "area_sqft" = "plot_area", "price_per_sqft" = CASE WHEN "listing_type" IN ('Sell', 'Agricultural Land') AND "plot_area" > 0 AND "price" > 0 THEN round("price" / "plot_area") END WHERE "plot_area" IS NOT NULL;
