DROP INDEX "properties_live_position_idx";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "public_latitude" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "public_longitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "public_longitude" double precision;--> statement-breakpoint
CREATE INDEX "properties_live_position_idx" ON "properties" USING btree ("public_latitude","public_longitude") WHERE "properties"."is_approved";