-- A confirmation replayed before this index existed may have recorded the same opt-in twice: keep the first.
DELETE FROM "marketing_consents" AS later USING "marketing_consents" AS first
  WHERE later."quotation_id" = first."quotation_id" AND later."email" = first."email" AND later."id" > first."id";--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_consents_quotation_email_uq" ON "marketing_consents" USING btree ("quotation_id","email");
