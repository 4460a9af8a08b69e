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
    <SectionCard title={t(/*i18n*/ { id: "backoffice.membersSection.members", message: "Members" })}>
      {members.length === 0 ? (
        <p className={cx(text.body1, text.secondary, styles.flush)}>
          {t(/*i18n*/ { id: "backoffice.membersSection.noMembersBeenAdded", message: "No members have been added." })}
        </p>
      ) : (
        <ol className={styles.entries}>
          {members.map((m, index) => (
            <li key={m.key} className={cx(styles.entry, styles.roomy)}>
              <h3 className={cx(text.h3, styles.wraps)}>
                {index + 1}. <Name>{m.name}</Name>
              </h3>
              <Details
                items={[
                  [
                    t(/*i18n*/ { id: "backoffice.membersSection.kind", message: "Kind" }),
                    translateMessage(memberKindLabel(m.memberType)),
                  ],
                  [
                    t(/*i18n*/ { id: "backoffice.membersSection.relation", message: "Relation" }),
                    optionLabel(RELATION_OPTIONS, m.relation) ?? optionLabel(MEMBER_TYPE_OPTIONS, m.memberType) ?? "—",
                  ],
                  [
                    t(/*i18n*/ { id: "backoffice.membersSection.dateBirth", message: "Date of birth" }),
                    formatDisplayDate(m.dateOfBirth),
                  ],
                  [
                    t(/*i18n*/ { id: "backoffice.membersSection.gender", message: "Gender" }),
                    optionLabel(GENDER_OPTIONS, m.gender) ?? "—",
                  ],
                  [
                    t(/*i18n*/ { id: "backoffice.membersSection.nationality", message: "Nationality" }),
                    nationalityName(m.nationality, language) ?? m.nationality,
                  ],
                  ...(m.emiratesId !== undefined
                    ? [
                        [
                          t(/*i18n*/ { id: "backoffice.membersSection.emiratesId", message: "Emirates ID" }),
                          m.emiratesId ?? "—",
                        ] as const,
                      ]
                    : []),
                  [
                    t(/*i18n*/ { id: "backoffice.membersSection.premium", message: "Premium" }),
                    formatAed(m.premiumFils),
                  ],
                  ...(m.addedFrom
                    ? [
                        [
                          t(/*i18n*/ { id: "backoffice.membersSection.added", message: "Added" }),
                          t(
                            /*i18n*/ {
                              id: "backoffice.membersSection.covered",
                              message: "Covered from {date}",
                              values: { date: formatDisplayDate(m.addedFrom) },
                            },
                          ),
                        ] as const,
                      ]
                    : []),
                  ...(m.removedFrom
                    ? [
                        [
                          t(/*i18n*/ { id: "backoffice.membersSection.removed", message: "Removed" }),
                          t(
                            /*i18n*/ {
                              id: "backoffice.membersSection.notCovered",
                              message: "Not covered from {date}",
                              values: { date: formatDisplayDate(m.removedFrom) },
                            },
                          ),
                        ] as const,
                      ]
                    : []),
                ]}
              />
              {m.cardHref && (
                <a href={m.cardHref} target="_blank" rel="noopener" className={cx(text.link, styles.cardLink)}>
                  {t(
                    /*i18n*/ {
                      id: "backoffice.membersSection.healthCardPng",
                      message: "Health card of {name} (PNG)",
                      values: { name: m.name },
                    },
                  )}
                </a>
              )}
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
