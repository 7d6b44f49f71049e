CREATE TABLE "agent_rera" (
	"user_id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"checked_at" timestamp with time zone,
	"checked_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_rera" ADD CONSTRAINT "agent_rera_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rera" ADD CONSTRAINT "agent_rera_checked_by_user_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;