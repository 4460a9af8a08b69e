CREATE TABLE "medical_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"answer" boolean NOT NULL,
	"condition" text,
	"diagnosed_on" date,
	"treatment" text,
	"current_state" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"applies_to" text NOT NULL,
	"asks_details" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotation_members" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "quotation_members" ADD COLUMN "weight_kg" integer;--> statement-breakpoint
ALTER TABLE "medical_answers" ADD CONSTRAINT "medical_answers_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_answers" ADD CONSTRAINT "medical_answers_member_id_quotation_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."quotation_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "medical_answers_member_question_key" ON "medical_answers" USING btree ("member_id","question_id");--> statement-breakpoint
CREATE INDEX "medical_answers_quotation_idx" ON "medical_answers" USING btree ("quotation_id");