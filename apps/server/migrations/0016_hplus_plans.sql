CREATE TABLE "hplus_plans" (
	"code" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"network" text NOT NULL,
	"area_of_cover" text NOT NULL,
	"annual_limit_fils" integer NOT NULL,
	"deductible_fils" integer NOT NULL,
	"copay_percent" integer NOT NULL,
	"room_type" text NOT NULL,
	"maternity" text NOT NULL,
	"dental" text NOT NULL,
	"optical" text NOT NULL,
	"wellness" text NOT NULL,
	"pre_existing" text NOT NULL,
	"waiting_periods" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "premium_rates_key";--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "plan_code" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "plan_code" text;--> statement-breakpoint
ALTER TABLE "premium_rates" ADD COLUMN "plan" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "hplus_plans_position_key" ON "hplus_plans" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_rates_key" ON "premium_rates" USING btree ("product","plan","tpa_sno","age_band","gender","marital_status");--> statement-breakpoint
-- H+ was priced from one table before plans existed; that cover and those rates are the seeded catalogue's first
-- plan, "silver", so H+ quotations and policies made before keep their premiums under that plan. The old rows go:
-- the plans and their rates are loaded together at the next start (the plan table being empty).
UPDATE "quotations" SET "plan_code" = 'silver' WHERE "product" = 'hplus';--> statement-breakpoint
UPDATE "policies" SET "plan_code" = 'silver' WHERE "product" = 'hplus';--> statement-breakpoint
DELETE FROM "premium_rates" WHERE "product" = 'hplus';
