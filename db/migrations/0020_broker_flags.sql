ALTER TABLE "user" ADD COLUMN "broker_flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "broker_signs" jsonb;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "broker_cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "role_note" text;