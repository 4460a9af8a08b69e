import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatAed, formatDisplayDate, type GetPolicyDetailResponse, POLICY_CHANGE_KIND_LABELS } from "@pp/domain";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { formatDateTime } from "../../../ui/format";
import { SectionCard } from "../../../ui/section-card";

/** Every version a change made, oldest first: what, from when, why, and what it cost or returned. */
export function ChangesSection({ changes }: { changes: GetPolicyDetailResponse["changes"] }) {
  const { t } = useText();
  return (
    <SectionCard title={t("Changes")}>
      <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0 }}>
        {changes.map((c) => (
          <Box
            component="li"
            key={c.version}
            sx={{ py: 1.5, borderBottom: 1, borderColor: "divider", "&:last-of-type": { borderBottom: 0 } }}
          >
            <Typography variant="h3" component="h3" gutterBottom>
              {t("Version {version}: {kind}", {
                version: c.version,
                kind: translateMessage(POLICY_CHANGE_KIND_LABELS[c.kind]),
              })}
            </Typography>
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
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
