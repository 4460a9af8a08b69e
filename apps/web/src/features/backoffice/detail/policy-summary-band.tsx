import {
  formatAed,
  type GetPolicyDetailResponse,
  healthCardsRefusal,
  isJourneyProduct,
  NO_PORTAL_PAYMENT,
  PRODUCT_LABELS,
  policyCoverOn,
  policyCoverText,
} from "@pp/domain";
import type { ReactNode } from "react";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { memberCardsHref, receiptHref, scheduleHref, taxInvoiceHref } from "../../../paths/backoffice-paths";
import { policyStatusLabel } from "../../../ui/format";
import { Period } from "../../../ui/isolated-period";
import { Ltr } from "../../../ui/isolated-value";
import { AnchorButton } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import { RECEIPT_LONG_ICON, SUMMARIZE_ICON } from "../../../ui/plain/icon-paths";
import text from "../../../ui/plain/typography.module.css";
import { SectionCard } from "../../../ui/section-card";
import { useToday } from "../../../ui/use-today";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import styles from "./record.module.css";

/** The Material icon badge (its @mui/icons-material path). */
const BADGE_ICON =
  "M20 7h-5V4c0-1.1-.9-2-2-2h-2c-1.1 0-2 .9-2 2v3H4c-1.1 0-2 .9-2 2v11c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V9c0-1.1-.9-2-2-2M9 12c.83 0 1.5.67 1.5 1.5S9.83 15 9 15s-1.5-.67-1.5-1.5S8.17 12 9 12m3 6H6v-.75c0-1 2-1.5 3-1.5s3 .5 3 1.5zm1-9h-2V4h2zm5 7.5h-4V15h4zm0-3h-4V12h4z";

/**
 * The policy at a glance, above its details: status, term (days left only while it runs: a cancelled or ended policy
 * says so), members, what was paid with VAT, and its documents to download (receipt and tax invoice once the portal
 * took the payment; the schedule for the portal's own products; the members' health cards while the policy has cover
 * to prove, else why not).
 */
export function PolicySummaryBand({ policy }: { policy: GetPolicyDetailResponse }) {
  const { t } = useText();
  const today = useToday();
  const hasSchedule = isJourneyProduct(policy.product) && policy.hasReceipt;
  const cardsRefused = healthCardsRefusal(policy, today);
  const offersCards = hasSchedule && policy.members.length > 0;
  const facts: [string, ReactNode][] = [
    [t(/*i18n*/ { id: "backoffice.policySummaryBand.status", message: "Status" }), policyStatusLabel(policy.status)],
    [
      t(/*i18n*/ { id: "backoffice.policySummaryBand.term", message: "Term" }),
      <>
        <Period from={policy.startDate} to={policy.endDate} />
        <span className={styles.below}>{translateMessage(policyCoverText(policyCoverOn(policy, today)))}</span>
      </>,
    ],
    [t(/*i18n*/ { id: "backoffice.membersSection.members", message: "Members" }), String(policy.members.length)],
    [
      t(/*i18n*/ { id: "backoffice.policySummaryBand.premiumVat", message: "Premium with VAT" }),
      <Ltr key="premium">{formatAed(policy.totalFils)}</Ltr>,
    ],
  ];
  return (
    <SectionCard title={t(/*i18n*/ { id: "backoffice.policySummaryBand.summary", message: "Summary" })}>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className={styles.factTerm}>{term}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.documents}>
        {policy.hasReceipt && (
          <DocumentLink href={receiptHref(policy.policyNo)} icon={RECEIPT_LONG_ICON}>
            {t(/*i18n*/ { id: "backoffice.policySummaryBand.paymentReceipt", message: "Payment receipt" })}
          </DocumentLink>
        )}
        {policy.hasReceipt && (
          <DocumentLink href={taxInvoiceHref(policy.policyNo)} icon={RECEIPT_LONG_ICON}>
            {t(/*i18n*/ { id: "backoffice.policySummaryBand.taxInvoice", message: "Tax invoice" })}
          </DocumentLink>
        )}
        {hasSchedule && (
          <DocumentLink href={scheduleHref(policy.policyNo)} icon={SUMMARIZE_ICON}>
            {t(/*i18n*/ { id: "backoffice.policySummaryBand.policySchedule", message: "Policy schedule" })}
          </DocumentLink>
        )}
        {offersCards && !cardsRefused && (
          <DocumentLink href={memberCardsHref(policy.policyNo)} icon={BADGE_ICON}>
            {t(/*i18n*/ { id: "backoffice.policySummaryBand.memberHealthCards", message: "Member health cards" })}
          </DocumentLink>
        )}
        {offersCards && cardsRefused && (
          <p className={cx(text.body1, text.secondary, styles.flush)}>{translateMessage(cardsRefused)}</p>
        )}
        {!policy.hasReceipt && (
          <p className={cx(text.body1, text.secondary, styles.flush)}>
            {isJourneyProduct(policy.product)
              ? NO_PORTAL_PAYMENT
              : t(
                  /*i18n*/ {
                    id: "backoffice.policySummaryBand.siteIssuesDocumentsPolicy",
                    message: "The {product} site issues the documents of this policy.",
                    values: {
                      product: translateMessage(PRODUCT_LABELS[policy.product]),
                    },
                  },
                )}
          </p>
        )}
      </div>
    </SectionCard>
  );
}

/** One of the policy's PDFs, opened in a new tab. */
function DocumentLink({ href, icon, children }: { href: string; icon: string; children: ReactNode }) {
  const { t } = useText();
  return (
    <AnchorButton variant="outlined" href={href} target="_blank" rel="noopener" startIcon={icon}>
      {children}
      <VisuallyHidden>
        {" "}
        {t(/*i18n*/ { id: "backoffice.policySummaryBand.opensNewTab", message: "(opens in a new tab)" })}
      </VisuallyHidden>
    </AnchorButton>
  );
}
