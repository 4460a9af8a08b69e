CREATE TABLE "tax_invoice_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "invoice_no" text;--> statement-breakpoint
CREATE UNIQUE INDEX "policies_invoice_no_key" ON "policies" USING btree ("invoice_no");--> statement-breakpoint
ALTER TABLE "tax_invoice_counter" ADD CONSTRAINT "tax_invoice_counter_one_row" CHECK ("id" = 1);--> statement-breakpoint
-- Policies paid through the portal before invoices existed get their numbers in the order they were issued.
WITH numbered AS (
	SELECT "id", row_number() OVER (ORDER BY "issued_at", "id") AS n FROM "policies" WHERE "payment_id" IS NOT NULL
)
UPDATE "policies" SET "invoice_no" = 'TI-' || lpad(numbered.n::text, 7, '0') FROM numbered WHERE "policies"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "tax_invoice_counter" ("id", "last_number") SELECT 1, count(*) FROM "policies" WHERE "payment_id" IS NOT NULL;
