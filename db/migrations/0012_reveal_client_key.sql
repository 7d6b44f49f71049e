ALTER TABLE "contact_reveals" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "contact_reveals_client_created_idx" ON "contact_reveals" USING btree ("client_key","created_at");