ALTER TABLE "properties" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "property_events" ADD COLUMN "note" text;--> statement-breakpoint
-- Reasons were kept as English words ("Details are missing or wrong. Note"): from now on a
-- code, worded in the reader's language where shown, and the Admin's note beside it.
UPDATE "properties" SET "status_note" = nullif(substr("status_reason", length(m.label) + 3), ''), "status_reason" = m.code
FROM (VALUES
  ('photos', 'Photos do not show the property'),
  ('details', 'Details are missing or wrong'),
  ('price', 'The price looks wrong'),
  ('duplicate', 'It duplicates another listing'),
  ('contact', 'The contact number does not work'),
  ('rules', 'It breaks our listing rules')
) AS m(code, label)
WHERE "properties"."status_reason" = m.label OR "properties"."status_reason" LIKE m.label || '. %';--> statement-breakpoint
UPDATE "properties" SET "status_reason" = CASE "status_reason" WHEN 'Sold' THEN 'sold' ELSE 'rented' END
WHERE "status_reason" IN ('Sold', 'Rented out');--> statement-breakpoint
UPDATE "properties" SET "status_note" = "status_reason", "status_reason" = 'other'
WHERE "status" = 'rejected' AND "status_reason" NOT IN ('photos', 'details', 'price', 'duplicate', 'contact', 'rules', 'other');--> statement-breakpoint
UPDATE "property_events" SET "note" = nullif(substr("reason", length(m.label) + 3), ''), "reason" = m.code
FROM (VALUES
  ('photos', 'Photos do not show the property'),
  ('details', 'Details are missing or wrong'),
  ('price', 'The price looks wrong'),
  ('duplicate', 'It duplicates another listing'),
  ('contact', 'The contact number does not work'),
  ('rules', 'It breaks our listing rules')
) AS m(code, label)
WHERE "property_events"."reason" = m.label OR "property_events"."reason" LIKE m.label || '. %';--> statement-breakpoint
UPDATE "property_events" SET "reason" = CASE "reason" WHEN 'Sold' THEN 'sold' ELSE 'rented' END
WHERE "reason" IN ('Sold', 'Rented out');--> statement-breakpoint
UPDATE "property_events" SET "note" = "reason", "reason" = 'other'
WHERE "kind" IN ('rejected', 'edit-rejected') AND "reason" NOT IN ('photos', 'details', 'price', 'duplicate', 'contact', 'rules', 'other');
