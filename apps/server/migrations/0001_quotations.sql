CREATE SEQUENCE "public"."quotation_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "premium_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"tpa_sno" integer NOT NULL,
	"age_band" text NOT NULL,
	"gender" integer NOT NULL,
	"marital_status" text NOT NULL,
	"annual_premium_fils" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"member_type" integer NOT NULL,
	"relation" text,
	"first_name" text NOT NULL,
	"family_name" text NOT NULL,
	"gender" integer NOT NULL,
	"date_of_birth" date NOT NULL,
	"marital_status" text NOT NULL,
	"nationality" text NOT NULL,
	"occupation" text NOT NULL,
	"salary_band" text,
	"is_newborn" boolean DEFAULT false NOT NULL,
	"emirates_id" text,
	"passport_no" text,
	"uid_no" text,
	"birth_certificate_no" text,
	"premium_fils" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_no" text NOT NULL,
	"product" text DEFAULT 'basic' NOT NULL,
	"product_category" integer DEFAULT 1 NOT NULL,
	"journey" text DEFAULT 'new_business' NOT NULL,
	"partner_id" integer,
	"channel" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"last_visited_page" text DEFAULT 'memberdetail' NOT NULL,
	"planfor" integer NOT NULL,
	"sponsor_type" integer,
	"entity_type" integer NOT NULL,
	"sponsor_name" text NOT NULL,
	"sponsor_mobile" text NOT NULL,
	"sponsor_email" text NOT NULL,
	"sponsor_gender" integer,
	"sponsor_date" date NOT NULL,
	"sponsor_uid" text NOT NULL,
	"tpa_sno" integer NOT NULL,
	"sponsor_id_doc_type" text,
	"sponsor_emirates_id" text,
	"sponsor_passport_no" text,
	"parent_policy_id" integer,
	"external_ref" text,
	"idempotency_key" text,
	"declaration_accepted_at" timestamp with time zone,
	"finalized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tpa_benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"tpa_sno" integer NOT NULL,
	"position" integer NOT NULL,
	"section" text NOT NULL,
	"benefit" text NOT NULL,
	"cover" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tpa_network_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tpa_sno" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"emirate" text NOT NULL,
	"area" text NOT NULL,
	"phone" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_members" ADD CONSTRAINT "quotation_members_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "premium_rates_key" ON "premium_rates" USING btree ("product","tpa_sno","age_band","gender","marital_status");--> statement-breakpoint
CREATE INDEX "quotation_members_quotation_idx" ON "quotation_members" USING btree ("quotation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_quotation_no_key" ON "quotations" USING btree ("quotation_no");--> statement-breakpoint
CREATE INDEX "quotations_partner_created_idx" ON "quotations" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_external_ref_key" ON "quotations" USING btree ("product","external_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_idempotency_key" ON "quotations" USING btree ("partner_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tpa_benefits_position_key" ON "tpa_benefits" USING btree ("tpa_sno","position");--> statement-breakpoint
CREATE INDEX "tpa_network_providers_tpa_idx" ON "tpa_network_providers" USING btree ("tpa_sno","emirate");