-- Listings in several cities are no longer a sign that an Owner posts like a broker (issue 57,
-- B14): the sign comes off every account, and an Owner whom it alone flagged is flagged no
-- more, so their listings count under "Posted by owner" again (each process builds its search
-- index afresh at start). Nothing marks them cleared: the other signs still apply.
UPDATE "user" SET "broker_signs" = "broker_signs" - 'severalCities'
WHERE jsonb_typeof("broker_signs") = 'array' AND "broker_signs" @> '["severalCities"]'::jsonb;--> statement-breakpoint
UPDATE "user" SET "broker_flagged_at" = NULL
WHERE "broker_flagged_at" IS NOT NULL AND jsonb_typeof("broker_signs") = 'array' AND jsonb_array_length("broker_signs") = 0;
