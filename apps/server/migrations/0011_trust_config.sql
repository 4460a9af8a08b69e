ALTER TABLE "mail_outbox" ADD COLUMN "secrets" jsonb;--> statement-breakpoint
-- Mail already sent, or given up on, stops holding live links: the secret of a payment, invitation or password-reset
-- link is cut out, as the outbox worker now does for every mail it sends (with the secrets each mail declares).
UPDATE "mail_outbox" SET
	"text_body" = regexp_replace("text_body", '(/pay/|/invite/|[?&]token=)[A-Za-z0-9_-]{20,}', '\1[removed after sending]', 'g'),
	"html_body" = regexp_replace("html_body", '(/pay/|/invite/|[?&]token=)[A-Za-z0-9_-]{20,}', '\1[removed after sending]', 'g')
WHERE "status" <> 'pending';
