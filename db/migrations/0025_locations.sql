CREATE TABLE "locality_centres" (
	"city" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"source" text DEFAULT 'india-post' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locality_centres_city_slug_pk" PRIMARY KEY("city","slug")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "location_precision" text DEFAULT 'approximate' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "show_exact_location" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location_precision" text DEFAULT 'approximate' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "show_exact_location" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locality_centres" ADD CONSTRAINT "locality_centres_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_live_position_idx" ON "properties" USING btree ("latitude","longitude") WHERE "properties"."is_approved";