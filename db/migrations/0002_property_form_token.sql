ALTER TABLE "properties" ADD COLUMN "form_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_user_form_token_idx" ON "properties" USING btree ("user_id","form_token");