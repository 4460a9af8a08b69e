import BadgeIcon from "@mui/icons-material/Badge";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import SummarizeIcon from "@mui/icons-material/Summarize";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import {
  daysBetween,
  formatAed,
  formatDisplayDate,
  type GetPolicyDetailResponse,
  isJourneyProduct,
  NO_PORTAL_PAYMENT,
  PRODUCT_LABELS,
} from "@pp/domain";
import type { ReactNode } from "react";
import { memberCardsHref, receiptHref, scheduleHref, taxInvoiceHref } from "../../../app/backoffice-paths";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { policyStatusLabel } from "../../../ui/format";
import { SectionCard } from "../../../ui/section-card";
import { useToday } from "../../../ui/use-today";
import { VisuallyHidden } from "../../../ui/visually-hidden";

/** "120 days left", "Ends today", "Ended 3 days ago", "Starts in 5 days": the term as a partner on the phone needs it. */
function termState(startDate: string, endDate: string, today: string): string {
  const toStart = daysBetween(today, startDate);
  if (toStart > 0) return `Starts in ${toStart} day${toStart === 1 ? "" : "s"}`;
  const left = daysBetween(today, endDate);
  if (left > 0) return `${left} day${left === 1 ? "" : "s"} left`;
  if (left === 0) return "Ends today";
  return `Ended ${-left} day${left === -1 ? "" : "s"} ago`;
}

/**
 * The policy at a glance, above its details: status, term, members, what was paid with VAT, and its documents to
 * download (receipt and tax invoice once the portal took the payment; the schedule for the portal's own products).
 */
export function PolicySummaryBand({ policy }: { policy: GetPolicyDetailResponse }) {
  const { t } = useText();
  const today = useToday();
  const hasSchedule = isJourneyProduct(policy.product) && policy.hasReceipt;
  const facts: [string, ReactNode][] = [
    [t("Status"), policyStatusLabel(policy.status)],
    [
      t("Term"),
      <>
        {formatDisplayDate(policy.startDate)} – {formatDisplayDate(policy.endDate)}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: "block" }}>
          {termState(policy.startDate, policy.endDate, today)}
        </Typography>
      </>,
    ],
    [t("Members"), String(policy.members.length)],
    [t("Premium with VAT"), formatAed(policy.totalFils)],
  ];
  return (
    <SectionCard title={t("Summary")}>
      <Box
        component="dl"
        sx={{ display: "grid", gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" }, gap: 2, m: 0 }}
      >
        {facts.map(([term, value]) => (
          <Box key={term}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 2 }}>
        {policy.hasReceipt && (
          <DocumentLink href={receiptHref(policy.policyNo)} icon={<ReceiptLongIcon aria-hidden="true" />}>
            {t("Payment receipt")}
          </DocumentLink>
        )}
        {policy.hasReceipt && (
          <DocumentLink href={taxInvoiceHref(policy.policyNo)} icon={<ReceiptLongIcon aria-hidden="true" />}>
            {t("Tax invoice")}
          </DocumentLink>
        )}
        {hasSchedule && (
          <DocumentLink href={scheduleHref(policy.policyNo)} icon={<SummarizeIcon aria-hidden="true" />}>
            {t("Policy schedule")}
          </DocumentLink>
        )}
        {hasSchedule && policy.members.length > 0 && (
          <DocumentLink href={memberCardsHref(policy.policyNo)} icon={<BadgeIcon aria-hidden="true" />}>
            {t("Member health cards")}
          </DocumentLink>
        )}
        {!policy.hasReceipt && (
          <Typography color="text.secondary">
            {isJourneyProduct(policy.product)
              ? NO_PORTAL_PAYMENT
              : t("The {product} site issues the documents of this policy.", {
                  product: translateMessage(PRODUCT_LABELS[policy.product]),
                })}
          </Typography>
        )}
      </Box>
    </SectionCard>
  );
}

/** One of the policy's PDFs, opened in a new tab. */
function DocumentLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  const { t } = useText();
  return (
    <Button variant="outlined" component="a" href={href} target="_blank" rel="noopener" startIcon={icon}>
      {children}
      <VisuallyHidden> {t("(opens in a new tab)")}</VisuallyHidden>
    </Button>
  );
}
