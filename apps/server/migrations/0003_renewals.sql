CREATE TABLE "renewal_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"question_text" text NOT NULL,
	"answer" boolean NOT NULL,
	"details" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"partner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"expected_answer" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_members" ADD COLUMN "source_policy_member_id" integer;--> statement-breakpoint
ALTER TABLE "renewal_answers" ADD CONSTRAINT "renewal_answers_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_answers" ADD CONSTRAINT "renewal_answers_member_id_quotation_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."quotation_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_answers" ADD CONSTRAINT "renewal_answers_question_id_renewal_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."renewal_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_grants" ADD CONSTRAINT "renewal_grants_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_grants" ADD CONSTRAINT "renewal_grants_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_answers_key" ON "renewal_answers" USING btree ("quotation_id","member_id","question_id");--> statement-breakpoint
CREATE INDEX "renewal_grants_policy_idx" ON "renewal_grants" USING btree ("policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_parent_key" ON "policies" USING btree ("parent_policy_id");--> statement-breakpoint
CREATE INDEX "policies_policy_no_lower_idx" ON "policies" USING btree (lower("policy_no"));