DROP INDEX "properties_approved_created_idx";--> statement-breakpoint
DROP INDEX "properties_user_created_idx";--> statement-breakpoint
CREATE INDEX "properties_approved_created_idx" ON "properties" USING btree ("is_approved","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_user_created_idx" ON "properties" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);