import { formatAed, formatDisplayDate, type GetRenewalReviewResponse } from "@pp/domain";
import type { ReactNode } from "react";
import { type Translate, useText } from "../../../i18n/use-text";
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
    <SectionCard title={t(/*i18n*/ { id: "renewal.reviewSections.renewal", message: "Renewal" })}>
      <Details
        items={[
          [t(/*i18n*/ { id: "renewal.reviewSections.policyNumber", message: "Policy number" }), review.policyNo],
          [
            t(/*i18n*/ { id: "renewal.reviewSections.renewalQuotationNumber", message: "Renewal quotation number" }),
            review.quotationNo,
          ],
          [
            t(/*i18n*/ { id: "renewal.reviewSections.newPeriod", message: "New period" }),
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
    <SectionCard
      title={t(/*i18n*/ { id: "renewal.reviewSections.contactDetails", message: "Contact details" })}
      action={
        <EditLink
          to={editPath}
          what={t(/*i18n*/ { id: "renewal.reviewSections.editContactDetails", message: "contact details" })}
        />
      }
    >
      <Details
        items={[
          [t(/*i18n*/ { id: "renewal.reviewSections.sponsor", message: "Sponsor" }), review.sponsorName],
          [t(/*i18n*/ { id: "renewal.reviewSections.eMail", message: "E-mail" }), review.sponsorEmail],
          [t(/*i18n*/ { id: "renewal.reviewSections.mobileNumber", message: "Mobile number" }), review.sponsorMobile],
        ]}
      />
    </SectionCard>
  );
}

const yesNo = (t: Translate, answer: boolean) =>
  answer
    ? t(/*i18n*/ { id: "renewal.reviewSections.yes", message: "Yes" })
    : t(/*i18n*/ { id: "renewal.reviewSections.no", message: "No" });

function answerText(t: Translate, a: GetRenewalReviewResponse["members"][number]["answers"][number]) {
  if (a.details) return `${yesNo(t, a.answer)}: ${a.details}`;
  return a.detailsHidden
    ? `${yesNo(t, a.answer)}: ${t(/*i18n*/ { id: "renewal.reviewSections.detailsHidden", message: "details given (hidden until the full details are shown)" })}`
    : yesNo(t, a.answer);
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
    <SectionCard
      title={t(/*i18n*/ { id: "renewal.reviewSections.insuredMembers", message: "Insured members" })}
      action={
        <EditLink
          to={membersPath}
          what={t(/*i18n*/ { id: "renewal.reviewSections.editInsuredMembers", message: "insured members" })}
        />
      }
    >
      {review.members.map((member, index) => {
        const items: [string, ReactNode][] = [
          ...(member.date_of_birth
            ? [
                [
                  t(/*i18n*/ { id: "renewal.reviewSections.dateBirth", message: "Date of birth" }),
                  formatDisplayDate(member.date_of_birth),
                ] as [string, ReactNode],
              ]
            : []),
          [
            t(/*i18n*/ { id: "renewal.reviewSections.renewalPremium", message: "Renewal premium" }),
            formatAed(member.premium_fils),
          ],
        ];
        return (
          <article key={member.member_sno} className={styles.member}>
            <h3 className={text.h3}>
              {index + 1}. <Name>{fullName(member)}</Name>
            </h3>
            <Details items={items} />
            <div className={styles.answersTop}>
              <h4 className={styles.answersHeading}>
                {t(/*i18n*/ { id: "renewal.reviewSections.declarationAnswers", message: "Declaration answers" })}
              </h4>
              <EditLink
                to={answersPath}
                what={t(
                  /*i18n*/ {
                    id: "renewal.reviewSections.answers",
                    message: "the answers for {name}",
                    values: { name: fullName(member) },
                  },
                )}
              />
            </div>
            {member.answers.length === 0 ? (
              <p className={cx(text.secondary, styles.none)}>
                {t(/*i18n*/ { id: "renewal.reviewSections.notAnsweredYet", message: "Not answered yet." })}
              </p>
            ) : (
              <Details items={member.answers.map((a) => [a.question, answerText(t, a)] as const)} />
            )}
          </article>
        );
      })}
      <hr className={page.divider} />
      <PremiumTotals totals={review.totals} />
    </SectionCard>
  );
}
