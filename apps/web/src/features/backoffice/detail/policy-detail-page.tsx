import NoteAddIcon from "@mui/icons-material/NoteAdd";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import SummarizeIcon from "@mui/icons-material/Summarize";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { GetPolicyDetailResponse } from "@pp/domain";
import { formatDisplayDate, isJourneyProduct, NO_PORTAL_PAYMENT, PRODUCT_LABELS, TPA_OPTIONS } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link as RouterLink, useParams } from "react-router";
import {
  additionalDocumentsPath,
  type PolicyDetailBase,
  policyDetailPath,
  policyListPath,
  quotationDetailPath,
  receiptHref,
  scheduleHref,
  taxInvoiceHref,
} from "../../../app/backoffice-paths";
import { Details } from "../../../ui/details";
import { formatDateTime, journeyLabel, policyStatusLabel } from "../../../ui/format";
import { SectionCard } from "../../../ui/section-card";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import { policyDetailQueryOptions } from "../api/get-policy-detail";
import { LoadState } from "./load-state";
import { MembersSection } from "./members-section";
import { PremiumSection } from "./premium-section";
import { RecordHeader } from "./record-header";
import { DocumentsSection, PaymentsSection, SponsorRecordLink, TimelineSection } from "./record-sections";

const labelOf = (options: readonly { value: string | number; label: string }[], value: unknown) =>
  options.find((o) => o.value === value)?.label;

type PolicyDetailPageProps = {
  /** The list this detail route belongs to (the Basic lists have their own); else the product's list. */
  back?: { label: string; to: string };
  /** Related policies (renewal of, renewed by) open under the same detail route. */
  detailBase?: PolicyDetailBase;
};

/**
 * policydetails/{policyNumber} and the Basic lists' QuotationNewBusiness/{id}, QuotationRenewals/{id},
 * QuotationPendingRenewals/{id}, QuotationNewBusinessAll/{id}, where the id is the policy number.
 */
export function PolicyDetailPage({ back, detailBase }: PolicyDetailPageProps) {
  const { number = "" } = useParams();
  const result = useQuery(policyDetailQueryOptions(number));
  return (
    <LoadState
      result={result}
      noun="policy"
      number={number}
      back={back ?? { label: "Basic policies", to: policyListPath("basic") }}
    >
      {(policy) => (
        <PolicyDetail
          policy={policy}
          back={back ?? { label: `${PRODUCT_LABELS[policy.product]} policies`, to: policyListPath(policy.product) }}
          detailBase={detailBase}
        />
      )}
    </LoadState>
  );
}

function PolicyDetail({
  policy,
  back,
  detailBase,
}: {
  policy: GetPolicyDetailResponse;
  back: { label: string; to: string };
  detailBase?: PolicyDetailBase | undefined;
}) {
  const related = (policyNo: string) => (
    <Link component={RouterLink} to={policyDetailPath(policyNo, detailBase)}>
      {policyNo}
    </Link>
  );
  const policyItems: [string, ReactNode][] = [
    [
      "Quotation number",
      <Link key="quotation" component={RouterLink} to={quotationDetailPath(policy.product, policy.quotationNo)}>
        {policy.quotationNo}
      </Link>,
    ],
    ["Cover", `${formatDisplayDate(policy.startDate)} – ${formatDisplayDate(policy.endDate)}`],
    ["Business", journeyLabel(policy.journey)],
  ];
  const tpa = labelOf(TPA_OPTIONS, policy.tpaSno);
  if (tpa) policyItems.push(["TPA", tpa]);
  if (policy.renewalOf) policyItems.push(["Renewal of", related(policy.renewalOf)]);
  if (policy.renewedBy) policyItems.push(["Renewed by", related(policy.renewedBy)]);

  // The receipt exists once a payment issued the policy; the schedule is rendered for the portal's own products.
  const hasSchedule = isJourneyProduct(policy.product) && policy.hasReceipt;

  return (
    <>
      <RecordHeader
        back={back}
        title={`Policy ${policy.policyNo}`}
        chips={
          <>
            <Chip size="small" color="primary" label={PRODUCT_LABELS[policy.product]} />
            <Chip size="small" variant="outlined" label={policyStatusLabel(policy.status)} />
            <Chip size="small" variant="outlined" label={journeyLabel(policy.journey)} />
          </>
        }
        subtitle={`Issued ${formatDateTime(policy.issuedAt)}`}
        actions={
          <Button
            variant="outlined"
            component={RouterLink}
            to={additionalDocumentsPath(policy.policyNo)}
            startIcon={<NoteAddIcon aria-hidden="true" />}
          >
            Upload an additional document
          </Button>
        }
      />
      <SectionCard title="Policy">
        <Details items={policyItems} />
      </SectionCard>
      <SectionCard title="Sponsor" action={<SponsorRecordLink email={policy.sponsorEmail} />}>
        <Details
          items={[
            ["Name", policy.sponsorName],
            ["Mobile number", policy.sponsorMobile],
            ["E-mail", policy.sponsorEmail],
          ]}
        />
      </SectionCard>
      {policy.members.length > 0 && (
        <MembersSection
          members={policy.members.map((m, index) => ({
            key: index,
            name: m.name,
            memberType: m.memberType,
            relation: m.relation,
            dateOfBirth: m.dateOfBirth,
            gender: m.gender,
            nationality: m.nationality,
            emiratesId: m.emiratesId,
            premiumFils: m.premiumFils,
          }))}
        />
      )}
      <PremiumSection premiumFils={policy.premiumFils} vatFils={policy.vatFils} totalFils={policy.totalFils} />
      <SectionCard title="Policy documents">
        {policy.hasReceipt || hasSchedule ? (
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
            {policy.hasReceipt && (
              <DocumentLink href={receiptHref(policy.policyNo)} icon={<ReceiptLongIcon aria-hidden="true" />}>
                Payment receipt
              </DocumentLink>
            )}
            {policy.hasReceipt && (
              <DocumentLink href={taxInvoiceHref(policy.policyNo)} icon={<ReceiptLongIcon aria-hidden="true" />}>
                Tax invoice
              </DocumentLink>
            )}
            {hasSchedule && (
              <DocumentLink href={scheduleHref(policy.policyNo)} icon={<SummarizeIcon aria-hidden="true" />}>
                Policy schedule
              </DocumentLink>
            )}
          </Box>
        ) : (
          <Typography color="text.secondary">
            {isJourneyProduct(policy.product)
              ? NO_PORTAL_PAYMENT
              : `The ${PRODUCT_LABELS[policy.product]} site issues the documents of this policy.`}
          </Typography>
        )}
      </SectionCard>
      <DocumentsSection documents={policy.documents} />
      <PaymentsSection payments={policy.payments} />
      <TimelineSection timeline={policy.timeline} />
    </>
  );
}

/** One of the policy's PDFs, opened in a new tab. */
function DocumentLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Button variant="outlined" component="a" href={href} target="_blank" rel="noopener" startIcon={icon}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Button>
  );
}
