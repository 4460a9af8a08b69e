CREATE TABLE "mail_quota_usage" (
	"partner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mail_quota_usage_partner_id_kind_day_pk" PRIMARY KEY("partner_id","kind","day")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "secrets" jsonb;--> statement-breakpoint
ALTER TABLE "mail_quota_usage" ADD CONSTRAINT "mail_quota_usage_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Mail already sent, or given up on, stops holding live links: the secret of a payment, invitation or password-reset
-- link is cut out, as the outbox worker now does for every mail it sends (with the secrets each mail declares).
UPDATE "mail_outbox" SET
	"text_body" = regexp_replace("text_body", '(/pay/|/invite/|[?&]token=)[A-Za-z0-9_-]{20,}', '\1[removed after sending]', 'g'),
	"html_body" = regexp_replace("html_body", '(/pay/|/invite/|[?&]token=)[A-Za-z0-9_-]{20,}', '\1[removed after sending]', 'g')
WHERE "status" <> 'pending';
