CREATE TABLE "underwriting_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"underwriter_id" integer,
	"underwriter_name" text NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"terms" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "underwriting_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"member_id" integer,
	"member_name" text NOT NULL,
	"rule_code" text NOT NULL,
	"outcome" text NOT NULL,
	"description" text NOT NULL,
	"trigger" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "underwriting_rules" (
	"code" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"outcome" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "role" text DEFAULT 'partner' NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_members" ADD COLUMN "loading_percent" integer;--> statement-breakpoint
ALTER TABLE "policy_members" ADD COLUMN "exclusion" text;--> statement-breakpoint
ALTER TABLE "quotation_members" ADD COLUMN "loading_percent" integer;--> statement-breakpoint
ALTER TABLE "quotation_members" ADD COLUMN "base_premium_fils" integer;--> statement-breakpoint
ALTER TABLE "quotation_members" ADD COLUMN "exclusion" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "referred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "underwriting_decisions" ADD CONSTRAINT "underwriting_decisions_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_decisions" ADD CONSTRAINT "underwriting_decisions_underwriter_id_partners_id_fk" FOREIGN KEY ("underwriter_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_hits" ADD CONSTRAINT "underwriting_hits_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_hits" ADD CONSTRAINT "underwriting_hits_member_id_quotation_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."quotation_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "underwriting_decisions_quotation_idx" ON "underwriting_decisions" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "underwriting_hits_quotation_idx" ON "underwriting_hits" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "quotations_status_referred_idx" ON "quotations" USING btree ("status","referred_at");