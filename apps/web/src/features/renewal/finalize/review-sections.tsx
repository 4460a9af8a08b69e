import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { formatAed, formatDisplayDate, type GetRenewalReviewResponse } from "@pp/domain";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { msg, translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { PremiumTotals } from "../../../ui/premium-totals";
import { SectionCard } from "../../../ui/section-card";
import { fullName } from "../member-labels";

function EditLink({ to, what }: { to: string; what: string }) {
  const { t } = useText();
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<EditIcon aria-hidden="true" />}
      aria-label={t("Edit {what}", { what })}
    >
      {t("Edit")}
    </Button>
  );
}

export function RenewalSummary({ review }: { review: GetRenewalReviewResponse }) {
  const { t } = useText();
  return (
    <SectionCard title={t("Renewal")}>
      <Details
        items={[
          [t("Policy number"), review.policyNo],
          [t("Renewal quotation number"), review.Quotation_no],
          [
            t("New period"),
            `${formatDisplayDate(review.renewalStartDate)} – ${formatDisplayDate(review.renewalEndDate)}`,
          ],
        ]}
      />
    </SectionCard>
  );
}

export function ContactSummary({ review, editPath }: { review: GetRenewalReviewResponse; editPath: string }) {
  const { t } = useText();
  return (
    <SectionCard title={t("Contact details")} action={<EditLink to={editPath} what={t("contact details")} />}>
      <Details
        items={[
          [t("Sponsor"), review.sponsorName],
          [t("E-mail"), review.sponsorEmail],
          [t("Mobile number"), review.sponsorMobile],
        ]}
      />
    </SectionCard>
  );
}

const yesNo = (answer: boolean) => translateMessage(answer ? msg("Yes") : msg("No"));

function answerText(a: GetRenewalReviewResponse["members"][number]["answers"][number]) {
  if (a.details) return `${yesNo(a.answer)}: ${a.details}`;
  return a.detailsHidden
    ? `${yesNo(a.answer)}: ${translateMessage(msg("details given (hidden until the full details are shown)"))}`
    : yesNo(a.answer);
}

export function MembersSummary({
  review,
  membersPath,
  answersPath,
}: {
  review: GetRenewalReviewResponse;
  membersPath: string;
  answersPath: string;
}) {
  const { t } = useText();
  return (
    <SectionCard title={t("Insured members")} action={<EditLink to={membersPath} what={t("insured members")} />}>
      {review.members.map((member, index) => {
        const items: [string, ReactNode][] = [
          ...(member.date_of_birth
            ? [[t("Date of birth"), formatDisplayDate(member.date_of_birth)] as [string, ReactNode]]
            : []),
          [t("Renewal premium"), formatAed(member.premium_fils)],
        ];
        return (
          <Box key={member.member_sno} component="article" sx={{ mt: index === 0 ? 1 : 0 }}>
            {index > 0 && <Divider sx={{ my: 2 }} />}
            <Typography variant="h3" gutterBottom>
              {index + 1}. {fullName(member)}
            </Typography>
            <Details items={items} />
            <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mt: 2 }}>
              <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
                {t("Declaration answers")}
              </Typography>
              <EditLink to={answersPath} what={t("the answers for {name}", { name: fullName(member) })} />
            </Box>
            {member.answers.length === 0 ? (
              <Typography color="text.secondary">{t("Not answered yet.")}</Typography>
            ) : (
              <Details items={member.answers.map((a) => [a.question, answerText(a)] as const)} />
            )}
          </Box>
        );
      })}
      <Divider sx={{ my: 2 }} />
      <PremiumTotals totals={review.totals} />
    </SectionCard>
  );
}
