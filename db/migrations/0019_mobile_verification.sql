CREATE TABLE "mobile_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"mobile_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD COLUMN "mobile_number" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mobile_codes" ADD CONSTRAINT "mobile_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mobile_codes_user_created_idx" ON "mobile_codes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_reveals_mobile_created_idx" ON "contact_reveals" USING btree ("mobile_number","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_verified_mobile_idx" ON "user" USING btree ("mobile_number") WHERE "user"."mobile_verified_at" is not null;