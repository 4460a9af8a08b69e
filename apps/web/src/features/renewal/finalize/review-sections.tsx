import { formatAed, formatDisplayDate, type GetRenewalReviewResponse } from "@pp/domain";
import type { ReactNode } from "react";
import { msg, translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { Name } from "../../../ui/isolated-value";
import { cx } from "../../../ui/plain/class-names";
import { EditLink } from "../../../ui/plain/edit-link";
import text from "../../../ui/plain/typography.module.css";
import { PremiumTotals } from "../../../ui/premium-totals";
import { SectionCard } from "../../../ui/section-card";
import page from "../components/renewal-page.module.css";
import { fullName } from "../member-labels";
import styles from "./review-sections.module.css";

export function RenewalSummary({ review }: { review: GetRenewalReviewResponse }) {
  const { t } = useText();
  return (
    <SectionCard title={t("Renewal")}>
      <Details
        items={[
          [t("Policy number"), review.policyNo],
          [t("Renewal quotation number"), review.quotationNo],
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
          <article key={member.member_sno} className={styles.member}>
            <h3 className={text.h3}>
              {index + 1}. <Name>{fullName(member)}</Name>
            </h3>
            <Details items={items} />
            <div className={styles.answersTop}>
              <h4 className={styles.answersHeading}>{t("Declaration answers")}</h4>
              <EditLink to={answersPath} what={t("the answers for {name}", { name: fullName(member) })} />
            </div>
            {member.answers.length === 0 ? (
              <p className={cx(text.secondary, styles.none)}>{t("Not answered yet.")}</p>
            ) : (
              <Details items={member.answers.map((a) => [a.question, answerText(a)] as const)} />
            )}
          </article>
        );
      })}
      <hr className={page.divider} />
      <PremiumTotals totals={review.totals} />
    </SectionCard>
  );
}
