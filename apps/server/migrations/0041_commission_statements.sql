CREATE TABLE "commission_statement_lines" (
	"statement_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	CONSTRAINT "commission_statement_lines_statement_id_line_id_pk" PRIMARY KEY("statement_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "commission_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer,
	"period" text NOT NULL,
	"opening_fils" integer NOT NULL,
	"earned_fils" integer NOT NULL,
	"clawed_back_fils" integer NOT NULL,
	"subtotal_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"total_fils" integer NOT NULL,
	"line_count" integer NOT NULL,
	"state" text DEFAULT 'issued' NOT NULL,
	"payment_reference" text,
	"paid_at" timestamp with time zone,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "commission_statements_state" CHECK (("commission_statements"."state" = 'issued' and "commission_statements"."payment_reference" is null and "commission_statements"."paid_at" is null) or ("commission_statements"."state" = 'paid' and "commission_statements"."payment_reference" is not null and "commission_statements"."paid_at" is not null)),
	CONSTRAINT "commission_statements_sums" CHECK ("commission_statements"."subtotal_fils" = "commission_statements"."earned_fils" - "commission_statements"."clawed_back_fils" and "commission_statements"."total_fils" = "commission_statements"."opening_fils" + "commission_statements"."subtotal_fils" + "commission_statements"."vat_fils")
);
--> statement-breakpoint
ALTER TABLE "commission_statement_lines" ADD CONSTRAINT "commission_statement_lines_statement_id_commission_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."commission_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statement_lines" ADD CONSTRAINT "commission_statement_lines_line_id_commission_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."commission_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_statements" ADD CONSTRAINT "commission_statements_user_id_partner_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."partner_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_statement_lines_line_key" ON "commission_statement_lines" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_statements_partner_key" ON "commission_statements" USING btree ("partner_id","period") WHERE "commission_statements"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_statements_user_key" ON "commission_statements" USING btree ("partner_id","period","user_id") WHERE "commission_statements"."user_id" is not null;