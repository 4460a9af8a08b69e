CREATE TABLE "commission_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"payment_id" integer,
	"refund_id" integer,
	"business" text NOT NULL,
	"product" text NOT NULL,
	"plan_code" text,
	"rate_bp" integer NOT NULL,
	"base_fils" integer NOT NULL,
	"commission_fils" integer NOT NULL,
	"period" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_entries_sign" CHECK (("commission_entries"."kind" = 'accrual' and "commission_entries"."base_fils" >= 0 and "commission_entries"."commission_fils" >= 0 and "commission_entries"."refund_id" is null) or ("commission_entries"."kind" = 'correction' and "commission_entries"."refund_id" is null) or ("commission_entries"."kind" = 'clawback' and "commission_entries"."base_fils" <= 0 and "commission_entries"."commission_fils" <= 0 and "commission_entries"."refund_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "commission_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"party" text NOT NULL,
	"user_id" integer,
	"share_bp" integer NOT NULL,
	"amount_fils" integer NOT NULL,
	CONSTRAINT "commission_lines_payee" CHECK (("commission_lines"."party" = 'partner') = ("commission_lines"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "commission_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"product" text NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"new_business_bp" integer NOT NULL,
	"renewal_bp" integer NOT NULL,
	CONSTRAINT "commission_rates_bp" CHECK ("commission_rates"."new_business_bp" between 0 and 10000 and "commission_rates"."renewal_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "commission_splits" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer,
	"team_id" integer,
	"team_role" text,
	"seller_bp" integer NOT NULL,
	"manager_bp" integer NOT NULL,
	CONSTRAINT "commission_splits_selector" CHECK (("commission_splits"."user_id" is not null and "commission_splits"."team_id" is null and "commission_splits"."team_role" is null) or ("commission_splits"."user_id" is null and "commission_splits"."team_role" in ('owner', 'manager', 'agent'))),
	CONSTRAINT "commission_splits_bp" CHECK ("commission_splits"."seller_bp" >= 0 and "commission_splits"."manager_bp" >= 0 and "commission_splits"."seller_bp" + "commission_splits"."manager_bp" <= 10000)
);
--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_entry_id_commission_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."commission_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_user_id_partner_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_splits" ADD CONSTRAINT "commission_splits_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_splits" ADD CONSTRAINT "commission_splits_user_id_partner_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."partner_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_splits" ADD CONSTRAINT "commission_splits_team_id_partner_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."partner_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_accrual_key" ON "commission_entries" USING btree ("policy_id","version") WHERE "commission_entries"."kind" = 'accrual';--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_payment_key" ON "commission_entries" USING btree ("payment_id") WHERE "commission_entries"."kind" = 'accrual' and "commission_entries"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_clawback_key" ON "commission_entries" USING btree ("refund_id","version") WHERE "commission_entries"."kind" = 'clawback';--> statement-breakpoint
CREATE INDEX "commission_entries_partner_period_idx" ON "commission_entries" USING btree ("partner_id","period","occurred_at");--> statement-breakpoint
CREATE INDEX "commission_entries_policy_idx" ON "commission_entries" USING btree ("policy_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_lines_entry_payee_key" ON "commission_lines" USING btree ("entry_id","party","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_lines_entry_partner_key" ON "commission_lines" USING btree ("entry_id") WHERE "commission_lines"."user_id" is null;--> statement-breakpoint
CREATE INDEX "commission_lines_partner_user_idx" ON "commission_lines" USING btree ("partner_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rates_partner_product_plan_key" ON "commission_rates" USING btree ("partner_id","product","plan");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_splits_user_key" ON "commission_splits" USING btree ("partner_id","user_id") WHERE "commission_splits"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_splits_team_role_key" ON "commission_splits" USING btree ("partner_id","team_id","team_role") WHERE "commission_splits"."team_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_splits_role_key" ON "commission_splits" USING btree ("partner_id","team_role") WHERE "commission_splits"."user_id" is null and "commission_splits"."team_id" is null;