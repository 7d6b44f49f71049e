CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"reporter_id" text,
	"client_key" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_edits" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"image_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"actor_id" text,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "rera_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "rera_checked_by" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reported_gone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rera_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rera_checked_by" text;--> statement-breakpoint
-- Today's data: approved is live, anything else pending; a live listing was confirmed when approved.
UPDATE "properties" SET "status" = CASE WHEN "is_approved" THEN 'live' ELSE 'pending' END, "confirmed_at" = CASE WHEN "is_approved" THEN coalesce("approved_at", "created_at") END, "status_changed_at" = coalesce("approved_at", "created_at");--> statement-breakpoint
-- is_approved becomes "status = live", derived; the indexes on it go with the old column and are made again.
ALTER TABLE "properties" DROP COLUMN "is_approved";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "is_approved" boolean GENERATED ALWAYS AS (status = 'live') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_approved_created_idx" ON "properties" USING btree ("is_approved","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_approved_city_price_idx" ON "properties" USING btree ("is_approved","city","price");--> statement-breakpoint
CREATE INDEX "properties_approved_price_per_sqft_idx" ON "properties" USING btree ("is_approved","price_per_sqft");--> statement-breakpoint
CREATE INDEX "properties_approved_locality_price_idx" ON "properties" USING btree ("is_approved",lower("locality"),"price");--> statement-breakpoint
CREATE INDEX "properties_approved_at_idx" ON "properties" USING btree ("approved_at") WHERE "properties"."is_approved";--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_edits" ADD CONSTRAINT "property_edits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_events" ADD CONSTRAINT "property_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_events" ADD CONSTRAINT "property_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_reports_property_idx" ON "listing_reports" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("created_at") WHERE "listing_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "property_edits_created_idx" ON "property_edits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "property_events_property_idx" ON "property_events" USING btree ("property_id","created_at");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_rera_checked_by_user_id_fk" FOREIGN KEY ("rera_checked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rera_checked_by_user_id_fk" FOREIGN KEY ("rera_checked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_status_confirmed_idx" ON "properties" USING btree ("status","confirmed_at");--> statement-breakpoint
CREATE INDEX "properties_status_changed_idx" ON "properties" USING btree ("status","status_changed_at");