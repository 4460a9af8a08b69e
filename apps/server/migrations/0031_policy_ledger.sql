CREATE TABLE "policy_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"policy_member_id" integer,
	"refund_id" integer,
	"premium_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_ledger_sign" CHECK (("policy_ledger"."kind" = 'payment' and "policy_ledger"."premium_fils" >= 0 and "policy_ledger"."vat_fils" >= 0 and "policy_ledger"."refund_id" is null) or ("policy_ledger"."kind" = 'refund' and "policy_ledger"."premium_fils" <= 0 and "policy_ledger"."vat_fils" <= 0 and "policy_ledger"."refund_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "policy_ledger" ADD CONSTRAINT "policy_ledger_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_ledger" ADD CONSTRAINT "policy_ledger_policy_member_id_policy_members_id_fk" FOREIGN KEY ("policy_member_id") REFERENCES "public"."policy_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_ledger" ADD CONSTRAINT "policy_ledger_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_ledger_policy_idx" ON "policy_ledger" USING btree ("policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_ledger_member_paid_key" ON "policy_ledger" USING btree ("policy_member_id") WHERE "policy_ledger"."kind" = 'payment' and "policy_ledger"."policy_member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_ledger_member_refunded_key" ON "policy_ledger" USING btree ("policy_member_id") WHERE "policy_ledger"."kind" = 'refund' and "policy_ledger"."policy_member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_ledger_sponsor_paid_key" ON "policy_ledger" USING btree ("policy_id") WHERE "policy_ledger"."kind" = 'payment' and "policy_ledger"."policy_member_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_ledger_sponsor_refunded_key" ON "policy_ledger" USING btree ("policy_id") WHERE "policy_ledger"."kind" = 'refund' and "policy_ledger"."policy_member_id" is null;
--> statement-breakpoint
-- The ledger of the policies issued before it, from what their rows recorded (decision 039). Amounts recorded for a
-- whole sale, addition or refund are spread over its members in proportion to their yearly premiums, to the fils, so
-- each entry's sum is what was paid or refunded; the split between members of one change may differ from the
-- original pricing by a fils.
WITH vat_s AS (
  SELECT *, sum(weight) OVER (PARTITION BY grp) AS wsum, count(*) OVER (PARTITION BY grp) AS n FROM (SELECT m.policy_id AS grp, m.id, m.premium_fils::bigint AS weight, p.vat_fils::bigint AS total FROM policy_members m JOIN policies p ON p.id = m.policy_id WHERE m.added_in_version IS NULL) x
), vat_b AS (
  SELECT *,
    CASE WHEN wsum > 0 THEN total * weight / wsum ELSE total / n END AS base,
    CASE WHEN wsum > 0 THEN total * weight % wsum ELSE 0 END AS rem
  FROM vat_s
), vat AS (
  SELECT id, base + CASE WHEN row_number() OVER (PARTITION BY grp ORDER BY rem DESC, id) <= total - sum(base) OVER (PARTITION BY grp) THEN 1 ELSE 0 END AS fils
  FROM vat_b
)
INSERT INTO "policy_ledger" ("policy_id", "version", "kind", "policy_member_id", "premium_fils", "vat_fils")
SELECT m.policy_id, 1, 'payment', m.id, m.premium_fils, vat.fils FROM policy_members m JOIN vat ON vat.id = m.id;
--> statement-breakpoint
INSERT INTO "policy_ledger" ("policy_id", "version", "kind", "policy_member_id", "premium_fils", "vat_fils")
SELECT p.id, 1, 'payment', NULL, p.premium_fils, p.vat_fils FROM policies p
WHERE NOT EXISTS (SELECT 1 FROM policy_members m WHERE m.policy_id = p.id);
--> statement-breakpoint
WITH prem_s AS (
  SELECT *, sum(weight) OVER (PARTITION BY grp) AS wsum, count(*) OVER (PARTITION BY grp) AS n FROM (SELECT v.id AS grp, m.id, m.premium_fils::bigint AS weight, v.premium_change_fils::bigint AS total FROM policy_members m JOIN policy_versions v ON v.policy_id = m.policy_id AND v.version = m.added_in_version AND v.kind = 'addition') x
), prem_b AS (
  SELECT *,
    CASE WHEN wsum > 0 THEN total * weight / wsum ELSE total / n END AS base,
    CASE WHEN wsum > 0 THEN total * weight % wsum ELSE 0 END AS rem
  FROM prem_s
), prem AS (
  SELECT id, base + CASE WHEN row_number() OVER (PARTITION BY grp ORDER BY rem DESC, id) <= total - sum(base) OVER (PARTITION BY grp) THEN 1 ELSE 0 END AS fils
  FROM prem_b
), vat_s AS (
  SELECT *, sum(weight) OVER (PARTITION BY grp) AS wsum, count(*) OVER (PARTITION BY grp) AS n FROM (SELECT v.id AS grp, m.id, m.premium_fils::bigint AS weight, v.vat_change_fils::bigint AS total FROM policy_members m JOIN policy_versions v ON v.policy_id = m.policy_id AND v.version = m.added_in_version AND v.kind = 'addition') x
), vat_b AS (
  SELECT *,
    CASE WHEN wsum > 0 THEN total * weight / wsum ELSE total / n END AS base,
    CASE WHEN wsum > 0 THEN total * weight % wsum ELSE 0 END AS rem
  FROM vat_s
), vat AS (
  SELECT id, base + CASE WHEN row_number() OVER (PARTITION BY grp ORDER BY rem DESC, id) <= total - sum(base) OVER (PARTITION BY grp) THEN 1 ELSE 0 END AS fils
  FROM vat_b
)
INSERT INTO "policy_ledger" ("policy_id", "version", "kind", "policy_member_id", "premium_fils", "vat_fils")
SELECT m.policy_id, m.added_in_version, 'payment', m.id, prem.fils, vat.fils
FROM policy_members m JOIN prem ON prem.id = m.id JOIN vat ON vat.id = m.id;
--> statement-breakpoint
WITH prem_s AS (
  SELECT *, sum(weight) OVER (PARTITION BY grp) AS wsum, count(*) OVER (PARTITION BY grp) AS n FROM (SELECT r.id AS grp, m.id, m.premium_fils::bigint AS weight, (-v.premium_change_fils)::bigint AS total FROM refunds r JOIN policy_versions v ON v.id = r.policy_version_id JOIN policy_members m ON m.policy_id = v.policy_id AND ((v.kind = 'deletion' AND m.removed_in_version = v.version) OR (v.kind = 'cancellation' AND (m.removed_in_version IS NULL OR m.removed_in_version > v.version) AND (m.added_in_version IS NULL OR m.added_in_version < v.version)))) x
), prem_b AS (
  SELECT *,
    CASE WHEN wsum > 0 THEN total * weight / wsum ELSE total / n END AS base,
    CASE WHEN wsum > 0 THEN total * weight % wsum ELSE 0 END AS rem
  FROM prem_s
), prem AS (
  SELECT id, base + CASE WHEN row_number() OVER (PARTITION BY grp ORDER BY rem DESC, id) <= total - sum(base) OVER (PARTITION BY grp) THEN 1 ELSE 0 END AS fils
  FROM prem_b
), vat_s AS (
  SELECT *, sum(weight) OVER (PARTITION BY grp) AS wsum, count(*) OVER (PARTITION BY grp) AS n FROM (SELECT r.id AS grp, m.id, m.premium_fils::bigint AS weight, (-v.vat_change_fils)::bigint AS total FROM refunds r JOIN policy_versions v ON v.id = r.policy_version_id JOIN policy_members m ON m.policy_id = v.policy_id AND ((v.kind = 'deletion' AND m.removed_in_version = v.version) OR (v.kind = 'cancellation' AND (m.removed_in_version IS NULL OR m.removed_in_version > v.version) AND (m.added_in_version IS NULL OR m.added_in_version < v.version)))) x
), vat_b AS (
  SELECT *,
    CASE WHEN wsum > 0 THEN total * weight / wsum ELSE total / n END AS base,
    CASE WHEN wsum > 0 THEN total * weight % wsum ELSE 0 END AS rem
  FROM vat_s
), vat AS (
  SELECT id, base + CASE WHEN row_number() OVER (PARTITION BY grp ORDER BY rem DESC, id) <= total - sum(base) OVER (PARTITION BY grp) THEN 1 ELSE 0 END AS fils
  FROM vat_b
)
INSERT INTO "policy_ledger" ("policy_id", "version", "kind", "policy_member_id", "refund_id", "premium_fils", "vat_fils")
SELECT v.policy_id, v.version, 'refund', m.id, r.id, -prem.fils, -vat.fils
FROM refunds r JOIN policy_versions v ON v.id = r.policy_version_id JOIN policy_members m ON m.policy_id = v.policy_id AND ((v.kind = 'deletion' AND m.removed_in_version = v.version) OR (v.kind = 'cancellation' AND (m.removed_in_version IS NULL OR m.removed_in_version > v.version) AND (m.added_in_version IS NULL OR m.added_in_version < v.version)))
JOIN prem ON prem.id = m.id JOIN vat ON vat.id = m.id;
--> statement-breakpoint
INSERT INTO "policy_ledger" ("policy_id", "version", "kind", "policy_member_id", "refund_id", "premium_fils", "vat_fils")
SELECT v.policy_id, v.version, 'refund', NULL, r.id, v.premium_change_fils, v.vat_change_fils
FROM refunds r JOIN policy_versions v ON v.id = r.policy_version_id
WHERE NOT EXISTS (SELECT 1 FROM policy_members m WHERE m.policy_id = v.policy_id);
