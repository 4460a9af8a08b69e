CREATE TABLE "partner_user_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"team_role" text NOT NULL,
	"team_id" integer,
	"enhanced_allowed" boolean DEFAULT false NOT NULL,
	"pa_allowed" boolean DEFAULT false NOT NULL,
	"term_allowed" boolean DEFAULT false NOT NULL,
	"basic_allowed" boolean DEFAULT false NOT NULL,
	"meetings_allowed" boolean DEFAULT false NOT NULL,
	"invitations_allowed" boolean DEFAULT false NOT NULL,
	"invited_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" integer,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "partner_user_invitations_team_role" CHECK ("partner_user_invitations"."team_role" in ('manager', 'agent', 'back_office'))
);
--> statement-breakpoint
ALTER TABLE "partner_users" ADD COLUMN "second_factor_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_user_invitations" ADD CONSTRAINT "partner_user_invitations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_user_invitations" ADD CONSTRAINT "partner_user_invitations_team_id_partner_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."partner_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_user_invitations" ADD CONSTRAINT "partner_user_invitations_invited_by_user_id_partner_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_user_invitations" ADD CONSTRAINT "partner_user_invitations_accepted_user_id_partner_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."partner_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_user_invitations_token_key" ON "partner_user_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "partner_user_invitations_partner_idx" ON "partner_user_invitations" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_user_invitations_user_id_idx" ON "partner_user_invitations" USING btree ("user_id");