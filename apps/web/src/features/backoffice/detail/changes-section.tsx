import { formatAed, formatDisplayDate, type GetPolicyDetailResponse, POLICY_CHANGE_KIND_LABELS } from "@pp/domain";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { formatDateTime } from "../../../ui/format";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { SectionCard } from "../../../ui/section-card";
import styles from "./record.module.css";

/** Every version a change made, oldest first: what, from when, why, and what it cost or returned. */
export function ChangesSection({ changes }: { changes: GetPolicyDetailResponse["changes"] }) {
  const { t } = useText();
  return (
    <SectionCard title={t(/*i18n*/ { id: "backoffice.changesSection.changes", message: "Changes" })}>
      <ol className={styles.entries}>
        {changes.map((c) => (
          <li key={c.version} className={cx(styles.entry, styles.roomy)}>
            <h3 className={text.h3}>
              {t(
                /*i18n*/ {
                  id: "backoffice.changesSection.version",
                  message: "Version {version}: {kind}",
                  values: {
                    version: c.version,
                    kind: translateMessage(POLICY_CHANGE_KIND_LABELS[c.kind]),
                  },
                },
              )}
            </h3>
            <Details
              items={[
                [
                  t(/*i18n*/ { id: "backoffice.changesSection.effective", message: "Effective from" }),
                  formatDisplayDate(c.effectiveDate),
                ],
                [t(/*i18n*/ { id: "backoffice.changesSection.reason", message: "Reason" }), c.reason],
                c.kind === "addition"
                  ? [
                      t(/*i18n*/ { id: "backoffice.changesSection.premiumPaid", message: "Premium paid" }),
                      formatAed(c.totalChangeFils),
                    ]
                  : [
                      t(/*i18n*/ { id: "backoffice.changesSection.refund", message: "Refund" }),
                      formatAed(-c.totalChangeFils),
                    ],
                [t(/*i18n*/ { id: "backoffice.changesSection.recorded", message: "Recorded" }), formatDateTime(c.at)],
                [t(/*i18n*/ { id: "backoffice.changesSection.by", message: "By" }), c.by ?? "—"],
              ]}
            />
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
