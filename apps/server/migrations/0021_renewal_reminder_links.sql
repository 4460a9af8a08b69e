CREATE TABLE "renewal_reminder_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "renewal_reminder_links" ADD CONSTRAINT "renewal_reminder_links_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renewal_reminder_links_policy_idx" ON "renewal_reminder_links" USING btree ("policy_id");