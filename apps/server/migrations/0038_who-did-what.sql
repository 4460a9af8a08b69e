ALTER TABLE "invitations" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "last_acted_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "last_acted_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "last_acted_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "last_acted_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD COLUMN "last_acted_by_user_id" integer;--> statement-breakpoint
-- Decision 059: every record from before users is its partner's owner's, who both created it and last acted on it
-- (each partner was one sign-in then, and its owner is that sign-in: decision 058). The owner is found by role, not by
-- assuming the owner's id is the partner's. A policy change keeps its own partner (one without was nobody's).
UPDATE "quotations" AS r SET "created_by_user_id" = o."id", "last_acted_by_user_id" = o."id" FROM (SELECT DISTINCT ON ("partner_id") "partner_id", "id" FROM "partner_users" WHERE "team_role" = 'owner' ORDER BY "partner_id", "id") o WHERE o."partner_id" = r."partner_id";--> statement-breakpoint
UPDATE "policies" AS r SET "created_by_user_id" = o."id", "last_acted_by_user_id" = o."id" FROM (SELECT DISTINCT ON ("partner_id") "partner_id", "id" FROM "partner_users" WHERE "team_role" = 'owner' ORDER BY "partner_id", "id") o WHERE o."partner_id" = r."partner_id";--> statement-breakpoint
UPDATE "policy_versions" AS r SET "created_by_user_id" = o."id", "last_acted_by_user_id" = o."id" FROM (SELECT DISTINCT ON ("partner_id") "partner_id", "id" FROM "partner_users" WHERE "team_role" = 'owner' ORDER BY "partner_id", "id") o WHERE o."partner_id" = r."partner_id";--> statement-breakpoint
UPDATE "invitations" AS r SET "created_by_user_id" = o."id", "last_acted_by_user_id" = o."id" FROM (SELECT DISTINCT ON ("partner_id") "partner_id", "id" FROM "partner_users" WHERE "team_role" = 'owner' ORDER BY "partner_id", "id") o WHERE o."partner_id" = r."partner_id";--> statement-breakpoint
UPDATE "payment_links" AS r SET "created_by_user_id" = o."id", "last_acted_by_user_id" = o."id" FROM "quotations" AS q, (SELECT DISTINCT ON ("partner_id") "partner_id", "id" FROM "partner_users" WHERE "team_role" = 'owner' ORDER BY "partner_id", "id") o WHERE q."id" = r."quotation_id" AND o."partner_id" = q."partner_id";--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_created_by_user_id_partner_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_last_acted_by_user_id_partner_users_id_fk" FOREIGN KEY ("last_acted_by_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_created_by_user_id_partner_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_last_acted_by_user_id_partner_users_id_fk" FOREIGN KEY ("last_acted_by_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_created_by_user_id_partner_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_last_acted_by_user_id_partner_users_id_fk" FOREIGN KEY ("last_acted_by_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_user_id_partner_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_last_acted_by_user_id_partner_users_id_fk" FOREIGN KEY ("last_acted_by_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_created_by_user_id_partner_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_last_acted_by_user_id_partner_users_id_fk" FOREIGN KEY ("last_acted_by_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policies_partner_creator_idx" ON "policies" USING btree ("partner_id","created_by_user_id","issued_at");--> statement-breakpoint
CREATE INDEX "quotations_partner_creator_idx" ON "quotations" USING btree ("partner_id","created_by_user_id","created_at");