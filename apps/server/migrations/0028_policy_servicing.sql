CREATE TABLE "policy_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"effective_date" date NOT NULL,
	"reason" text NOT NULL,
	"premium_change_fils" integer NOT NULL,
	"vat_change_fils" integer NOT NULL,
	"total_change_fils" integer NOT NULL,
	"proof_document_id" text,
	"partner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"policy_id" integer,
	"policy_version_id" integer,
	"payment_id" integer,
	"partner_id" integer,
	"total_fils" integer NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"gateway_reference" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "cancelled_from" date;--> statement-breakpoint
ALTER TABLE "policy_members" ADD COLUMN "removed_from" date;--> statement-breakpoint
ALTER TABLE "policy_members" ADD COLUMN "removed_in_version" integer;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_proof_document_id_documents_id_fk" FOREIGN KEY ("proof_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_policy_version_id_policy_versions_id_fk" FOREIGN KEY ("policy_version_id") REFERENCES "public"."policy_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_policy_version_key" ON "policy_versions" USING btree ("policy_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_policy_version_key" ON "refunds" USING btree ("policy_version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_unapplied_payment_key" ON "refunds" USING btree ("payment_id") WHERE "refunds"."reason" = 'payment';--> statement-breakpoint
CREATE INDEX "refunds_partner_state_idx" ON "refunds" USING btree ("partner_id","state","created_at");--> statement-breakpoint
-- Payments already marked "refund due" (a second payment of a paid quotation) join the one list of refunds due.
INSERT INTO "refunds" ("reason", "payment_id", "partner_id", "total_fils", "state", "created_at", "updated_at")
SELECT 'payment', p."id", q."partner_id", p."amount_fils", 'due', coalesce(p."decided_at", p."created_at"), now()
FROM "payments" p JOIN "quotations" q ON q."id" = p."quotation_id"
WHERE p."status" = 'refund_due';
