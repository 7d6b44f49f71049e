DROP INDEX "properties_approved_locality_idx";--> statement-breakpoint
CREATE INDEX "properties_approved_locality_price_idx" ON "properties" USING btree ("is_approved",lower("locality"),"price");