ALTER TABLE "properties" ADD COLUMN "owner_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "owner_verified_by" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "photos_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "photos_checked_by" text;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_verified_by_user_id_fk" FOREIGN KEY ("owner_verified_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_photos_checked_by_user_id_fk" FOREIGN KEY ("photos_checked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;