import type { GetQuotationDetailResponse } from "@pp/domain";
import {
  formatDisplayDate,
  GENDER_OPTIONS,
  isIsoDate,
  isJourneyProduct,
  journeyStepLabel,
  PLANFOR_OPTIONS,
  PRODUCT_LABELS,
  type Product,
  SPONSOR_TYPE_OPTIONS,
  sponsorDateLabel,
  sponsorFileNumberLabel,
  TPA_OPTIONS,
} from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useNavigate, useParams } from "react-router";
import { translateMessage } from "../../../i18n/i18n";
import { type Translate, useText } from "../../../i18n/use-text";
import { additionalDocumentsPath, policyDetailPath, quotationListPath } from "../../../paths/backoffice-paths";
import { DeclarationSummary } from "../../../ui/declaration-summary";
import { Details } from "../../../ui/details";
import { formatDateTime, journeyLabel, policyStatusLabel, quotationStatusLabel } from "../../../ui/format";
import { Ltr, Name } from "../../../ui/isolated-value";
import { Link } from "../../../ui/link";
import { optionLabel } from "../../../ui/option-label";
import { Button, LinkButton } from "../../../ui/plain/button";
import { Chip } from "../../../ui/plain/chip";
import { NOTE_ADD_ICON } from "../../../ui/plain/icon-paths";
import { ICON_PATHS } from "../../../ui/plain/icons";
import text from "../../../ui/plain/typography.module.css";
import type { QuotationResumer } from "../../../ui/quotation-resumer";
import { SectionCard } from "../../../ui/section-card";
import { quotationDetailQueryOptions } from "../api/get-quotation-detail";
import { LoadState } from "./load-state";
import { MembersSection } from "./members-section";
import { PremiumSection } from "./premium-section";
import { useRecordActors } from "./record-actors";
import { RecordHeader } from "./record-header";
import { DocumentsSection, PaymentsSection, SponsorRecordLink, TimelineSection } from "./record-sections";

/** The way back from a quotation: to its product's quotations. */
const backToQuotations = (t: Translate, product: Product) => ({
  label: t(
    /*i18n*/ {
      id: "backoffice.quotationDetailPage.quotations",
      message: "{label} quotations",
      values: { label: translateMessage(PRODUCT_LABELS[product]) },
    },
  ),
  to: quotationListPath(product),
});

const SPONSOR_WORDS = /*i18n*/ { id: "backoffice.policyDetailPage.sponsor", message: "Sponsor" };

type QuotationDetailPageProps = {
  /** The list the route belongs to, for the way back when the number is not found. */
  product: Product;
  /** Given by the route: continues an unfinished quotation in the wizard. */
  resumer?: QuotationResumer;
};

/** quotationdetail/{quotationNo}, quotationdetail-tp/{quotationNo}, QuotationH/{id}. */
export function QuotationDetailPage({ product, resumer }: QuotationDetailPageProps) {
  const { t } = useText();
  const { number = "" } = useParams();
  const result = useQuery(quotationDetailQueryOptions(number));
  return (
    <LoadState
      result={result}
      noun={t(/*i18n*/ { id: "backoffice.quotationDetailPage.noun", message: "quotation" })}
      number={number}
      back={backToQuotations(t, product)}
    >
      {(quotation) => <QuotationDetail quotation={quotation} resumer={resumer} />}
    </LoadState>
  );
}

function QuotationDetail({
  quotation,
  resumer,
}: {
  quotation: GetQuotationDetailResponse;
  resumer?: QuotationResumer;
}) {
  const { t } = useText();
  const navigate = useNavigate();
  const actors = useRecordActors(quotation);
  const { product, sponsor } = quotation;
  // Quotations of the portal's own journeys (Basic, H+) hold the whole sponsor, members and documents.
  const held = isJourneyProduct(product);
  const resumable = resumer?.canResume(quotation) ?? false;
  const step = journeyStepLabel(product, quotation.lastVisitedPage);
  const memberNames = new Map(quotation.members.map((m) => [m.member_sno, `${m.first_name} ${m.family_name}`]));

  const sponsorItems: [string, ReactNode][] = [
    [
      t(/*i18n*/ { id: "backoffice.policyDetailPage.name", message: "Name" }),
      <Name key="n">{sponsor.sponsorName}</Name>,
    ],
    [
      t(/*i18n*/ { id: "backoffice.policyDetailPage.mobileNumber", message: "Mobile number" }),
      <Ltr key="m">{sponsor.sponsorMobile}</Ltr>,
    ],
    [
      t(/*i18n*/ { id: "backoffice.policyDetailPage.eMail", message: "E-mail" }),
      <Ltr key="e">{sponsor.sponsorEmail}</Ltr>,
    ],
  ];
  // Quotations reported by the PA and Term sites hold only name, mobile and e-mail of the sponsor.
  if (held) {
    const { planfor, documentType } = sponsor;
    const kind = [optionLabel(PLANFOR_OPTIONS, planfor), optionLabel(SPONSOR_TYPE_OPTIONS, documentType)].filter(
      Boolean,
    );
    sponsorItems.unshift([t(SPONSOR_WORDS), kind.join(" – ") || "—"]);
    if (sponsor.gender)
      sponsorItems.push([
        t(/*i18n*/ { id: "backoffice.membersSection.gender", message: "Gender" }),
        optionLabel(GENDER_OPTIONS, sponsor.gender) ?? "—",
      ]);
    sponsorItems.push(
      [
        translateMessage(sponsorDateLabel(planfor)),
        isIsoDate(sponsor.sponsorDate) ? formatDisplayDate(sponsor.sponsorDate) : sponsor.sponsorDate,
      ],
      [translateMessage(sponsorFileNumberLabel(planfor, documentType)), sponsor.sponsorFileNumber],
      [
        t(/*i18n*/ { id: "backoffice.policyDetailPage.tpa", message: "TPA" }),
        optionLabel(TPA_OPTIONS, sponsor.tpaId) ?? "—",
      ],
    );
    if (quotation.planName)
      sponsorItems.push([
        t(/*i18n*/ { id: "backoffice.quotationDetailPage.plan", message: "Plan" }),
        quotation.planName,
      ]);
  }

  return (
    <>
      <RecordHeader
        back={backToQuotations(t, product)}
        title={t(
          /*i18n*/ {
            id: "backoffice.quotationDetailPage.title",
            message: "Quotation {quotationNo}",
            values: { quotationNo: quotation.quotationNo },
          },
        )}
        chips={
          <>
            <Chip variant="filled" color="primary" label={translateMessage(PRODUCT_LABELS[product])} />
            <Chip label={quotationStatusLabel(quotation.status)} />
            <Chip label={journeyLabel(quotation.journey)} />
          </>
        }
        subtitle={
          <>
            {t(
              /*i18n*/ {
                id: "backoffice.quotationDetailPage.created",
                message: "Created {date}",
                values: { date: formatDateTime(quotation.createdAt) },
              },
            )}
            {resumable && step
              ? ` · ${t(/*i18n*/ { id: "backoffice.quotationDetailPage.lastStep", message: "last step: {step}", values: { step } })}`
              : ""}
            {actors.map((part) => ` · ${part}`)}
          </>
        }
        actions={
          <>
            {resumable && resumer && (
              <Button startIcon={ICON_PATHS.playArrow} onClick={() => navigate(resumer.resume(quotation))}>
                {t(/*i18n*/ { id: "backoffice.dashboardSection.resume", message: "Resume" })}
              </Button>
            )}
            <LinkButton
              variant="outlined"
              to={additionalDocumentsPath(quotation.quotationNo)}
              startIcon={NOTE_ADD_ICON}
            >
              {t(
                /*i18n*/ {
                  id: "backoffice.policyDetailPage.uploadAdditionalDocument",
                  message: "Upload an additional document",
                },
              )}
            </LinkButton>
          </>
        }
      />
      <SectionCard title={t(SPONSOR_WORDS)} action={<SponsorRecordLink email={sponsor.sponsorEmail} />}>
        <Details items={sponsorItems} />
      </SectionCard>
      {held && (
        <MembersSection
          members={quotation.members.map((m) => ({
            key: m.member_sno,
            name: `${m.first_name} ${m.family_name}`,
            memberType: m.member_type,
            relation: m.relation,
            dateOfBirth: m.date_of_birth,
            gender: m.gender,
            nationality: m.nationality,
            emiratesId: m.emirates_id,
            premiumFils: m.premium_fils,
          }))}
        />
      )}
      {quotation.declaration && (
        <SectionCard
          title={t(
            /*i18n*/ { id: "backoffice.quotationDetailPage.medicalDeclaration", message: "Medical Declaration" },
          )}
        >
          <DeclarationSummary declaration={quotation.declaration} />
        </SectionCard>
      )}
      {quotation.reportedPremiumFils !== null ? (
        <PremiumSection
          premiumFils={null}
          vatFils={null}
          totalFils={quotation.reportedPremiumFils}
          note={t(
            /*i18n*/ {
              id: "backoffice.quotationDetailPage.includingVatReportedSite",
              message: "Including VAT, as reported by the {product} site.",
              values: {
                product: translateMessage(PRODUCT_LABELS[product]),
              },
            },
          )}
        />
      ) : (
        <PremiumSection
          premiumFils={quotation.totals.subtotal}
          vatFils={quotation.totals.vat}
          totalFils={quotation.totals.total}
        />
      )}
      {quotation.policy && (
        <SectionCard title={t(/*i18n*/ { id: "backoffice.policyDetailPage.policyLabel", message: "Policy" })}>
          <Details
            items={[
              [
                t(/*i18n*/ { id: "backoffice.quotationDetailPage.policyNumber", message: "Policy number" }),
                <Link key="policy" className={text.link} to={policyDetailPath(quotation.policy.policyNo)}>
                  {quotation.policy.policyNo}
                </Link>,
              ],
              [
                t(/*i18n*/ { id: "backoffice.policySummaryBand.status", message: "Status" }),
                policyStatusLabel(quotation.policy.status),
              ],
              [
                t(/*i18n*/ { id: "backoffice.quotationDetailPage.cover", message: "Cover" }),
                `${formatDisplayDate(quotation.policy.startDate)} – ${formatDisplayDate(quotation.policy.endDate)}`,
              ],
            ]}
          />
        </SectionCard>
      )}
      <DocumentsSection documents={quotation.documents} memberNames={memberNames} />
      <PaymentsSection payments={quotation.payments} />
      <TimelineSection timeline={quotation.timeline} />
    </>
  );
}
