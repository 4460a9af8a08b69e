import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
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
import { optionLabel } from "../../../ui/option-label";
import { SectionCard } from "../../../ui/section-card";

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
  const { t } = useText();
  return (
    <SectionCard title={t("Members")}>
      {members.length === 0 ? (
        <Typography color="text.secondary">{t("No members have been added.")}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0 }}>
          {members.map((m, index) => (
            <Box
              component="li"
              key={m.key}
              sx={{ py: 1.5, borderBottom: 1, borderColor: "divider", "&:last-of-type": { borderBottom: 0 } }}
            >
              <Typography variant="h3" component="h3" gutterBottom sx={{ overflowWrap: "anywhere" }}>
                {index + 1}. {m.name}
              </Typography>
              <Details
                items={[
                  [t("Kind"), translateMessage(memberKindLabel(m.memberType))],
                  [
                    t("Relation"),
                    optionLabel(RELATION_OPTIONS, m.relation) ?? optionLabel(MEMBER_TYPE_OPTIONS, m.memberType) ?? "—",
                  ],
                  [t("Date of birth"), formatDisplayDate(m.dateOfBirth)],
                  [t("Gender"), optionLabel(GENDER_OPTIONS, m.gender) ?? "—"],
                  [t("Nationality"), nationalityName(m.nationality) ?? m.nationality],
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
                <Link href={m.cardHref} target="_blank" rel="noopener" sx={{ display: "inline-block", mt: 1 }}>
                  {t("Health card of {name} (PNG)", { name: m.name })}
                </Link>
              )}
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
