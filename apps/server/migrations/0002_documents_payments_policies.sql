CREATE SEQUENCE "public"."policy_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"member_id" integer,
	"owner" text NOT NULL,
	"slot" text NOT NULL,
	"note" text,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	"original_name" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"reference_number" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text DEFAULT 'AED' NOT NULL,
	"status" text DEFAULT 'initiated' NOT NULL,
	"decision" text,
	"reason_code" text,
	"message" text,
	"transaction_id" text,
	"card_masked" text,
	"partner_id" integer,
	"channel" text DEFAULT 'partner' NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_no" text NOT NULL,
	"quotation_id" integer NOT NULL,
	"payment_id" integer,
	"partner_id" integer,
	"product" text NOT NULL,
	"journey" text NOT NULL,
	"tpa_sno" integer NOT NULL,
	"sponsor_name" text NOT NULL,
	"sponsor_email" text NOT NULL,
	"sponsor_mobile" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"premium_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"total_fils" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"parent_policy_id" integer,
	"renewed_at" timestamp with time zone,
	"external_ref" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"quotation_member_id" integer,
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
	"emirates_id" text,
	"passport_no" text,
	"uid_no" text,
	"premium_fils" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_member_id_quotation_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."quotation_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_partners_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_members" ADD CONSTRAINT "policy_members_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_quotation_idx" ON "documents" USING btree ("quotation_id","owner","slot");--> statement-breakpoint
CREATE INDEX "payment_links_quotation_idx" ON "payment_links" USING btree ("quotation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_number_key" ON "payments" USING btree ("reference_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_id_key" ON "payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payments_quotation_idx" ON "payments" USING btree ("quotation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_policy_no_key" ON "policies" USING btree ("policy_no");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_quotation_key" ON "policies" USING btree ("quotation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_payment_key" ON "policies" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "policies_partner_issued_idx" ON "policies" USING btree ("partner_id","issued_at");--> statement-breakpoint
CREATE INDEX "policies_end_date_idx" ON "policies" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "policy_members_policy_idx" ON "policy_members" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "policy_members_emirates_id_idx" ON "policy_members" USING btree ("emirates_id","date_of_birth");--> statement-breakpoint
CREATE INDEX "policy_members_passport_idx" ON "policy_members" USING btree ("passport_no","date_of_birth");