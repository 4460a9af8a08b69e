ALTER TABLE "policies" ADD COLUMN "sponsor_address" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "sponsor_trn" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "sponsor_address" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "sponsor_trn" text;