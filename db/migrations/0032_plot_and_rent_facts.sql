ALTER TABLE "projects" ADD COLUMN "plot_front" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "plot_depth" double precision;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "dimension_unit" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "road_width" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "corner" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "park_facing" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "boundary_wall" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "security_deposit" bigint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "maintenance" bigint;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "available_from" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "tenants" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "pets" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "plot_front" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "plot_depth" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "dimension_unit" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "road_width" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "corner" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "park_facing" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "boundary_wall" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "security_deposit" bigint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "maintenance" bigint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "available_from" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "tenants" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pets" text;