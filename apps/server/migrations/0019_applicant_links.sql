CREATE TABLE "applicant_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signed_name" text,
	"signed_ip" text,
	"signed_hash" text
);
--> statement-breakpoint
ALTER TABLE "applicant_links" ADD CONSTRAINT "applicant_links_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_links" ADD CONSTRAINT "applicant_links_sent_by_partners_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applicant_links_token_hash_key" ON "applicant_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "applicant_links_quotation_idx" ON "applicant_links" USING btree ("quotation_id");