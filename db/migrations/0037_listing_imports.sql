CREATE TABLE "listing_import_rows" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"reference" text NOT NULL,
	"action" text NOT NULL,
	"values" jsonb,
	"photo_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"digest" text,
	"problems" jsonb,
	"outcome" text,
	"property_id" uuid,
	"message" jsonb,
	CONSTRAINT "listing_import_rows_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "listing_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"file_name" text NOT NULL,
	"full" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"counts" jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"pause_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_references" (
	"user_id" text NOT NULL,
	"reference" text NOT NULL,
	"property_id" uuid NOT NULL,
	"digest" text NOT NULL,
	"photo_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_references_user_id_reference_pk" PRIMARY KEY("user_id","reference")
);
--> statement-breakpoint
ALTER TABLE "listing_import_rows" ADD CONSTRAINT "listing_import_rows_import_id_listing_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."listing_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_import_rows" ADD CONSTRAINT "listing_import_rows_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD CONSTRAINT "listing_imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_references" ADD CONSTRAINT "listing_references_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_references" ADD CONSTRAINT "listing_references_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_imports_user_idx" ON "listing_imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_imports_status_idx" ON "listing_imports" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_references_property_idx" ON "listing_references" USING btree ("property_id");