CREATE TABLE "renewal_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"grant_token_hash" text NOT NULL,
	"policy_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "renewal_answers" ADD COLUMN "grant_token_hash" text;--> statement-breakpoint
ALTER TABLE "renewal_grants" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "renewal_codes" ADD CONSTRAINT "renewal_codes_grant_token_hash_renewal_grants_token_hash_fk" FOREIGN KEY ("grant_token_hash") REFERENCES "public"."renewal_grants"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_codes" ADD CONSTRAINT "renewal_codes_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renewal_codes_grant_idx" ON "renewal_codes" USING btree ("grant_token_hash","id");--> statement-breakpoint
CREATE INDEX "renewal_codes_policy_idx" ON "renewal_codes" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "audit_log_event_subject_at_idx" ON "audit_log" USING btree ("event","subject_type","subject_id","at");