CREATE TABLE "public_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "public_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"origin" text NOT NULL,
	"change" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "public_changes_xid_id_idx" ON "public_changes" USING btree ("xid","id");--> statement-breakpoint
CREATE INDEX "public_changes_created_at_idx" ON "public_changes" USING btree ("created_at");