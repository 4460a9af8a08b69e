import {
  formatAed,
  formatDisplayDate,
  GENDER_OPTIONS,
  MEMBER_TYPE_OPTIONS,
  memberKindLabel,
  nationalityName,
  RELATION_OPTIONS,
} from "@pp/domain";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { Name } from "../../../ui/isolated-value";
import { optionLabel } from "../../../ui/option-label";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { SectionCard } from "../../../ui/section-card";
import styles from "./record.module.css";

/** One insured person as both detail pages have them. */
type MemberSummary = {
  key: string | number;
  name: string;
  memberType: number;
  relation: string | null;
  dateOfBirth: string;
  gender: number;
  nationality: string;
  emiratesId?: string | null;
  premiumFils: number;
  /** A member removed from an issued policy: the first day without cover. */
  addedFrom?: string | null;
  removedFrom?: string | null;
  /** The member's health card (PNG), on an issued policy. */
  cardHref?: string | null;
};

/** The insured members, one block each so the page reads on a phone as on a desk. */
export function MembersSection({ members }: { members: readonly MemberSummary[] }) {
  const { t, language } = useText();
  return (
    <SectionCard title={t("Members")}>
      {members.length === 0 ? (
        <p className={cx(text.body1, text.secondary, styles.flush)}>{t("No members have been added.")}</p>
      ) : (
        <ol className={styles.entries}>
          {members.map((m, index) => (
            <li key={m.key} className={cx(styles.entry, styles.roomy)}>
              <h3 className={cx(text.h3, styles.wraps)}>
                {index + 1}. <Name>{m.name}</Name>
              </h3>
              <Details
                items={[
                  [t("Kind"), translateMessage(memberKindLabel(m.memberType))],
                  [
                    t("Relation"),
                    optionLabel(RELATION_OPTIONS, m.relation) ?? optionLabel(MEMBER_TYPE_OPTIONS, m.memberType) ?? "—",
                  ],
                  [t("Date of birth"), formatDisplayDate(m.dateOfBirth)],
                  [t("Gender"), optionLabel(GENDER_OPTIONS, m.gender) ?? "—"],
                  [t("Nationality"), nationalityName(m.nationality, language) ?? m.nationality],
                  ...(m.emiratesId !== undefined ? [[t("Emirates ID"), m.emiratesId ?? "—"] as const] : []),
                  [t("Premium"), formatAed(m.premiumFils)],
                  ...(m.addedFrom
                    ? [[t("Added"), t("Covered from {date}", { date: formatDisplayDate(m.addedFrom) })] as const]
                    : []),
                  ...(m.removedFrom
                    ? [
                        [
                          t("Removed"),
                          t("Not covered from {date}", { date: formatDisplayDate(m.removedFrom) }),
                        ] as const,
                      ]
                    : []),
                ]}
              />
              {m.cardHref && (
                <a href={m.cardHref} target="_blank" rel="noopener" className={cx(text.link, styles.cardLink)}>
                  {t("Health card of {name} (PNG)", { name: m.name })}
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
