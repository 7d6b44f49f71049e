ALTER TABLE "properties" ADD COLUMN "review_flags" jsonb;--> statement-breakpoint
ALTER TABLE "property_edits" ADD COLUMN "review_flags" jsonb;