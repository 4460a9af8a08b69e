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
    <SectionCard title={t("Changes")}>
      <ol className={styles.entries}>
        {changes.map((c) => (
          <li key={c.version} className={cx(styles.entry, styles.roomy)}>
            <h3 className={text.h3}>
              {t("Version {version}: {kind}", {
                version: c.version,
                kind: translateMessage(POLICY_CHANGE_KIND_LABELS[c.kind]),
              })}
            </h3>
            <Details
              items={[
                [t("Effective from"), formatDisplayDate(c.effectiveDate)],
                [t("Reason"), c.reason],
                c.kind === "addition"
                  ? [t("Premium paid"), formatAed(c.totalChangeFils)]
                  : [t("Refund"), formatAed(-c.totalChangeFils)],
                [t("Recorded"), formatDateTime(c.at)],
                [t("By"), c.by ?? "—"],
              ]}
            />
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
