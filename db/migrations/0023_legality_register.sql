CREATE TABLE "legality_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"city" text NOT NULL,
	"locality" text NOT NULL,
	"locality_key" text NOT NULL,
	"approval_number" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"dated" date NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legality_entries" ADD CONSTRAINT "legality_entries_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legality_entries_place_idx" ON "legality_entries" USING btree ("kind","city","locality_key","name_key");