ALTER TABLE "policy_members" ADD COLUMN "added_from" date;--> statement-breakpoint
ALTER TABLE "policy_members" ADD COLUMN "added_in_version" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "changes_policy_id" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "effective_date" date;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "change_reason" text;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD COLUMN "quotation_id" integer;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotations_changes_policy_idx" ON "quotations" USING btree ("changes_policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_versions_quotation_key" ON "policy_versions" USING btree ("quotation_id");