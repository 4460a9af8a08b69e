-- A trust bound to nothing cannot be bound now: the browsers trusted before pass the second factor once more.
DELETE FROM "trusted_browsers";--> statement-breakpoint
ALTER TABLE "trusted_browsers" ADD COLUMN "public_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "trusted_browsers" ADD COLUMN "challenge" text;--> statement-breakpoint
ALTER TABLE "trusted_browsers" ADD COLUMN "challenge_expires_at" timestamp with time zone;