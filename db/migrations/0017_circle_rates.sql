CREATE TABLE "circle_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city" text NOT NULL,
	"locality" text NOT NULL,
	"locality_slug" text NOT NULL,
	"kind" text NOT NULL,
	"rate_per_sqm" integer NOT NULL,
	"applies_from" date NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" double precision NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "circle_rates" ADD CONSTRAINT "circle_rates_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_settings" ADD CONSTRAINT "cost_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "circle_rates_place_kind_from_idx" ON "circle_rates" USING btree ("city","locality_slug","kind","applies_from");