-- Users under a partner (decision 058): the partner stays the tenant, and each of its users signs in on their own.
-- Every existing partner becomes one owner user with the partner's id, sign-in id, e-mail, password, language, flags
-- and site reference; its sessions, second factor, recovery codes, trusted browsers and reset links move to that user
-- as they are, so a signed-in browser stays signed in and a trusted browser stays trusted.
CREATE TABLE "partner_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"team_role" text NOT NULL,
	"team_id" integer,
	"enhanced_allowed" boolean DEFAULT false NOT NULL,
	"pa_allowed" boolean DEFAULT false NOT NULL,
	"term_allowed" boolean DEFAULT false NOT NULL,
	"basic_allowed" boolean DEFAULT false NOT NULL,
	"meetings_allowed" boolean DEFAULT false NOT NULL,
	"invitations_allowed" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"site_ref" uuid DEFAULT gen_random_uuid() NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_users_team_role" CHECK ("partner_users"."team_role" in ('owner', 'manager', 'agent', 'back_office'))
);
--> statement-breakpoint
-- The owner takes the partner's own id, so that what is keyed by it (a second step's and a password check's sign-in
-- throttle) keeps counting; users added later take the sequence's next ids. The owner is not disabled: a disabled
-- partner already refuses everyone, and enabling it again lets its owner in as before.
INSERT INTO "partner_users" ("id", "partner_id", "user_id", "name", "email", "password_hash", "team_role",
	"enhanced_allowed", "pa_allowed", "term_allowed", "basic_allowed", "meetings_allowed", "invitations_allowed",
	"language", "site_ref", "created_at", "updated_at")
SELECT "id", "id", "user_id", "name", "email", "password_hash", 'owner',
	"enhanced_allowed", "pa_allowed", "term_allowed", "basic_allowed", "meetings_allowed", "invitations_allowed",
	"language", "site_ref", "created_at", "updated_at"
FROM "partners";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('partner_users', 'id'), coalesce((SELECT max("id") FROM "partner_users"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "partners" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "acting_user_id" integer;--> statement-breakpoint
-- Each partner's rows go to its owner, whose id is the partner's.
ALTER TABLE "sessions" ADD COLUMN "user_id" integer;--> statement-breakpoint
UPDATE "sessions" SET "user_id" = "partner_id";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_two_factor" ADD COLUMN "user_id" integer;--> statement-breakpoint
UPDATE "partner_two_factor" SET "user_id" = "partner_id";--> statement-breakpoint
ALTER TABLE "partner_two_factor" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD COLUMN "user_id" integer;--> statement-breakpoint
UPDATE "recovery_codes" SET "user_id" = "partner_id";--> statement-breakpoint
ALTER TABLE "recovery_codes" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trusted_browsers" ADD COLUMN "user_id" integer;--> statement-breakpoint
UPDATE "trusted_browsers" SET "user_id" = "partner_id";--> statement-breakpoint
ALTER TABLE "trusted_browsers" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "user_id" integer;--> statement-breakpoint
UPDATE "password_reset_tokens" SET "user_id" = "partner_id";--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
-- Only the session keeps its partner: every query of a signed-in request is scoped to it.
ALTER TABLE "partner_two_factor" DROP CONSTRAINT "partner_two_factor_partner_id_partners_id_fk";--> statement-breakpoint
ALTER TABLE "password_reset_tokens" DROP CONSTRAINT "password_reset_tokens_partner_id_partners_id_fk";--> statement-breakpoint
ALTER TABLE "recovery_codes" DROP CONSTRAINT "recovery_codes_partner_id_partners_id_fk";--> statement-breakpoint
ALTER TABLE "trusted_browsers" DROP CONSTRAINT "trusted_browsers_partner_id_partners_id_fk";--> statement-breakpoint
DROP INDEX "password_reset_tokens_partner_idx";--> statement-breakpoint
DROP INDEX "recovery_codes_partner_idx";--> statement-breakpoint
DROP INDEX "trusted_browsers_partner_idx";--> statement-breakpoint
ALTER TABLE "partner_two_factor" DROP COLUMN "partner_id";--> statement-breakpoint
ALTER TABLE "password_reset_tokens" DROP COLUMN "partner_id";--> statement-breakpoint
ALTER TABLE "recovery_codes" DROP COLUMN "partner_id";--> statement-breakpoint
ALTER TABLE "trusted_browsers" DROP COLUMN "partner_id";--> statement-breakpoint
ALTER TABLE "partner_two_factor" ADD PRIMARY KEY ("user_id");--> statement-breakpoint
ALTER TABLE "partner_teams" ADD CONSTRAINT "partner_teams_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_users" ADD CONSTRAINT "partner_users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_users" ADD CONSTRAINT "partner_users_team_id_partner_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."partner_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_teams_partner_name_key" ON "partner_teams" USING btree ("partner_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_users_user_id_key" ON "partner_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_users_partner_idx" ON "partner_users" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_users_email_idx" ON "partner_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_users_site_ref_key" ON "partner_users" USING btree ("site_ref");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_acting_user_id_partner_users_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_two_factor" ADD CONSTRAINT "partner_two_factor_user_id_partner_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."partner_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_partner_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."partner_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_partner_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."partner_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_partner_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."partner_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_browsers" ADD CONSTRAINT "trusted_browsers_user_id_partner_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."partner_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trusted_browsers_user_idx" ON "trusted_browsers" USING btree ("user_id");
