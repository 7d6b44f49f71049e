ALTER TABLE "city_pages" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "hindi" jsonb;