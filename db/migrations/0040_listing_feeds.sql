CREATE TABLE "listing_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"full" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_import_id" uuid,
	"last_problem" jsonb
);
--> statement-breakpoint
ALTER TABLE "listing_feeds" ADD CONSTRAINT "listing_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_feeds" ADD CONSTRAINT "listing_feeds_last_import_id_listing_imports_id_fk" FOREIGN KEY ("last_import_id") REFERENCES "public"."listing_imports"("id") ON DELETE set null ON UPDATE no action;