ALTER TABLE "medical_questions" ADD COLUMN "text_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "renewal_questions" ADD COLUMN "text_ar" text DEFAULT '' NOT NULL;