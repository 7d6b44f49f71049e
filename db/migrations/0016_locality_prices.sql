CREATE TABLE "locality_prices" (
	"city" text NOT NULL,
	"locality_key" text NOT NULL,
	"locality" text NOT NULL,
	"kind" text NOT NULL,
	"month" date NOT NULL,
	"n" integer NOT NULL,
	"median" double precision NOT NULL,
	"p25" double precision NOT NULL,
	"p75" double precision NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "locality_prices_city_locality_key_kind_month_pk" PRIMARY KEY("city","locality_key","kind","month")
);
