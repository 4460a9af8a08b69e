-- Additions paid before tax documents existed get their tax invoice, and refunds their tax credit note, as the
-- portal now issues them (a refund of a policy a product's site reported issues none: that site invoiced it). Each
-- is numbered on from its series in the order the changes were made, issued today (UAE time, UTC+4 all year) and
-- supplied from the change's effective date. The counters move by as many numbers as were used, so both series stay
-- without gaps.
WITH "missing" AS (
  SELECT v."policy_id", v."version", v."effective_date", v."created_at", p."sponsor_name"
  FROM "policy_versions" v JOIN "policies" p ON p."id" = v."policy_id"
  WHERE v."kind" = 'addition' AND p."invoice_no" IS NOT NULL
    AND EXISTS (SELECT 1 FROM "policy_ledger" l
                WHERE l."policy_id" = v."policy_id" AND l."version" = v."version" AND l."kind" = 'payment')
    AND NOT EXISTS (SELECT 1 FROM "tax_documents" d
                    WHERE d."policy_id" = v."policy_id" AND d."version" = v."version" AND d."kind" = 'invoice')
), "numbered" AS (
  SELECT m.*, row_number() OVER (ORDER BY m."created_at", m."policy_id", m."version") AS "n" FROM "missing" m
), "counter" AS (
  UPDATE "tax_invoice_counter" SET "last_number" = "last_number" + (SELECT count(*) FROM "missing") WHERE "id" = 1
  RETURNING "last_number" - (SELECT count(*) FROM "missing") AS "start"
)
INSERT INTO "tax_documents" ("policy_id", "version", "kind", "number", "recipient_name", "issued_on", "supply_date")
SELECT n."policy_id", n."version", 'invoice',
       'TI-' || lpad((c."start" + n."n")::text, greatest(7, length((c."start" + n."n")::text)), '0'),
       n."sponsor_name", (now() AT TIME ZONE 'UTC' + interval '4 hours')::date, n."effective_date"
FROM "numbered" n CROSS JOIN "counter" c;
--> statement-breakpoint
WITH "missing" AS (
  SELECT r."id" AS "refund_id", v."policy_id", v."version", v."effective_date", v."created_at", p."sponsor_name"
  FROM "refunds" r JOIN "policy_versions" v ON v."id" = r."policy_version_id" JOIN "policies" p ON p."id" = v."policy_id"
  WHERE p."invoice_no" IS NOT NULL
    AND EXISTS (SELECT 1 FROM "policy_ledger" l WHERE l."refund_id" = r."id" AND l."kind" = 'refund')
    AND NOT EXISTS (SELECT 1 FROM "tax_documents" d
                    WHERE d."policy_id" = v."policy_id" AND d."version" = v."version" AND d."kind" = 'credit_note')
), "numbered" AS (
  SELECT m.*, row_number() OVER (ORDER BY m."created_at", m."policy_id", m."version") AS "n" FROM "missing" m
), "counter" AS (
  UPDATE "credit_note_counter" SET "last_number" = "last_number" + (SELECT count(*) FROM "missing") WHERE "id" = 1
  RETURNING "last_number" - (SELECT count(*) FROM "missing") AS "start"
)
INSERT INTO "tax_documents"
  ("policy_id", "version", "kind", "number", "refund_id", "recipient_name", "issued_on", "supply_date")
SELECT n."policy_id", n."version", 'credit_note',
       'CN-' || lpad((c."start" + n."n")::text, greatest(7, length((c."start" + n."n")::text)), '0'),
       n."refund_id", n."sponsor_name", (now() AT TIME ZONE 'UTC' + interval '4 hours')::date, n."effective_date"
FROM "numbered" n CROSS JOIN "counter" c;
