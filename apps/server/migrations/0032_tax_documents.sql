CREATE TABLE "credit_note_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_note_counter_one_row" CHECK ("credit_note_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"refund_id" integer,
	"recipient_name" text NOT NULL,
	"recipient_address" text,
	"recipient_trn" text,
	"issued_on" date NOT NULL,
	"supply_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_credit_note_refund" CHECK (("tax_documents"."kind" = 'credit_note') = ("tax_documents"."refund_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_key" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_policy_version_kind_key" ON "tax_documents" USING btree ("policy_id","version","kind");--> statement-breakpoint
CREATE INDEX "tax_documents_policy_idx" ON "tax_documents" USING btree ("policy_id");--> statement-breakpoint
INSERT INTO "credit_note_counter" ("id", "last_number") VALUES (1, 0);--> statement-breakpoint
-- Each sale already invoiced keeps its number as the invoice of its version 1.
INSERT INTO "tax_documents" ("policy_id", "version", "kind", "number", "recipient_name", "issued_on", "supply_date")
SELECT "id", 1, 'invoice', "invoice_no", "sponsor_name", "issued_at"::date, "issued_at"::date FROM "policies" WHERE "invoice_no" IS NOT NULL;
