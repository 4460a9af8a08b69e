import type { GetPolicyDetailResponse, PolicyView } from "@pp/domain";
import { formatDisplayDate, healthCardsRefusal, isJourneyProduct, PRODUCT_LABELS, TPA_OPTIONS } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import {
  additionalDocumentsPath,
  addMembersPath,
  cancelPolicyPath,
  memberCardPngHref,
  type PolicyDetailBase,
  policyDetailPath,
  policyListPath,
  quotationDetailPath,
  removeMembersPath,
} from "../../../paths/backoffice-paths";
import { Details } from "../../../ui/details";
import { formatDateTime, journeyLabel, policyStatusLabel } from "../../../ui/format";
import { Ltr, Name } from "../../../ui/isolated-value";
import { Link } from "../../../ui/link";
import { optionLabel } from "../../../ui/option-label";
import { LinkButton } from "../../../ui/plain/button";
import { Chip } from "../../../ui/plain/chip";
import { NOTE_ADD_ICON } from "../../../ui/plain/icon-paths";
import text from "../../../ui/plain/typography.module.css";
import { SectionCard } from "../../../ui/section-card";
import { useToday } from "../../../ui/use-today";
import { policyDetailQueryOptions } from "../api/get-policy-detail";
import { POLICY_VIEW_WORDS } from "../policies/policy-view-titles";
import { ChangesSection } from "./changes-section";
import { LedgerSection } from "./ledger-section";
import { LoadState } from "./load-state";
import { MembersSection } from "./members-section";
import { PolicySummaryBand } from "./policy-summary-band";
import { PremiumSection } from "./premium-section";
import { useRecordActors } from "./record-actors";
import { RecordHeader } from "./record-header";
import { DocumentsSection, PaymentsSection, SponsorRecordLink, TimelineSection } from "./record-sections";
import { TaxDocumentsSection } from "./tax-documents-section";

type PolicyDetailPageProps = {
  /** The list this detail route belongs to (the Basic lists have their own); else the product's list. */
  /** The Basic list the record was opened from (its way back). */
  basicList?: { view: PolicyView; to: string };
  /** Related policies (renewal of, renewed by) open under the same detail route. */
  detailBase?: PolicyDetailBase;
};

/**
 * policydetails/{policyNumber} and the Basic lists' QuotationNewBusiness/{id}, QuotationRenewals/{id},
 * QuotationPendingRenewals/{id}, QuotationNewBusinessAll/{id}, where the id is the policy number.
 */
export function PolicyDetailPage({ basicList, detailBase }: PolicyDetailPageProps) {
  const { t } = useText();
  const back = basicList && {
    label: t(
      /*i18n*/ {
        id: "backoffice.policyDetailPage.productList",
        message: "{product} {list}",
        values: {
          product: translateMessage(PRODUCT_LABELS.basic),
          list: t(POLICY_VIEW_WORDS[basicList.view]),
        },
      },
    ),
    to: basicList.to,
  };
  const { number = "" } = useParams();
  const result = useQuery(policyDetailQueryOptions(number));
  return (
    <LoadState
      result={result}
      noun={t(/*i18n*/ { id: "backoffice.policyDetailPage.noun", message: "policy" })}
      number={number}
      back={
        back ?? {
          label: t(/*i18n*/ { id: "backoffice.policyDetailPage.basicPolicies", message: "Basic policies" }),
          to: policyListPath("basic"),
        }
      }
    >
      {(policy) => (
        <PolicyDetail
          policy={policy}
          back={
            back ?? {
              label: t(
                /*i18n*/ {
                  id: "backoffice.policyDetailPage.productList",
                  message: "{product} {list}",
                  values: {
                    product: translateMessage(PRODUCT_LABELS[policy.product]),
                    list: t(POLICY_VIEW_WORDS.all),
                  },
                },
              ),
              to: policyListPath(policy.product),
            }
          }
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
  const { t } = useText();
  const actors = useRecordActors(policy);
  const today = useToday();
  // A cancelled or ended policy hands out no health cards (the summary says why).
  const cardsOffered = policy.hasReceipt && healthCardsRefusal(policy, today) === null;
  const related = (policyNo: string) => (
    <Link className={text.link} to={policyDetailPath(policyNo, detailBase)}>
      {policyNo}
    </Link>
  );
  const policyItems: [string, ReactNode][] = [
    [
      t(/*i18n*/ { id: "backoffice.policyDetailPage.quotationNumber", message: "Quotation number" }),
      <Link key="quotation" className={text.link} to={quotationDetailPath(policy.product, policy.quotationNo)}>
        {policy.quotationNo}
      </Link>,
    ],
    [t(/*i18n*/ { id: "backoffice.policyDetailPage.business", message: "Business" }), journeyLabel(policy.journey)],
  ];
  const tpa = optionLabel(TPA_OPTIONS, policy.tpaId);
  if (tpa) policyItems.push([t(/*i18n*/ { id: "backoffice.policyDetailPage.tpa", message: "TPA" }), tpa]);
  if (policy.renewalOf)
    policyItems.push([
      t(/*i18n*/ { id: "backoffice.policyDetailPage.renewal", message: "Renewal of" }),
      related(policy.renewalOf),
    ]);
  if (policy.renewedBy)
    policyItems.push([
      t(/*i18n*/ { id: "backoffice.policyDetailPage.renewed", message: "Renewed by" }),
      related(policy.renewedBy),
    ]);
  if (policy.version > 1)
    policyItems.push([
      t(/*i18n*/ { id: "backoffice.policyDetailPage.version", message: "Version" }),
      String(policy.version),
    ]);
  if (policy.cancelledFrom)
    policyItems.push([
      t(/*i18n*/ { id: "backoffice.policyDetailPage.cancelled", message: "Cancelled" }),
      t(
        /*i18n*/ {
          id: "backoffice.membersSection.notCovered",
          message: "Not covered from {date}",
          values: { date: formatDisplayDate(policy.cancelledFrom) },
        },
      ),
    ]);

  const memberNames = new Map(
    policy.members.flatMap((m) => (m.quotationMemberId === null ? [] : [[m.quotationMemberId, m.name] as const])),
  );

  return (
    <>
      <RecordHeader
        back={back}
        title={t(
          /*i18n*/ {
            id: "backoffice.policyDetailPage.title",
            message: "Policy {policyNo}",
            values: { policyNo: policy.policyNo },
          },
        )}
        chips={
          <>
            <Chip variant="filled" color="primary" label={translateMessage(PRODUCT_LABELS[policy.product])} />
            <Chip label={policyStatusLabel(policy.status)} />
            <Chip label={journeyLabel(policy.journey)} />
          </>
        }
        subtitle={[
          t(
            /*i18n*/ {
              id: "backoffice.policyDetailPage.issued",
              message: "Issued {date}",
              values: { date: formatDateTime(policy.issuedAt) },
            },
          ),
          ...actors,
        ].join(" · ")}
        actions={
          <>
            <LinkButton variant="outlined" to={additionalDocumentsPath(policy.policyNo)} startIcon={NOTE_ADD_ICON}>
              {t(
                /*i18n*/ {
                  id: "backoffice.policyDetailPage.uploadAdditionalDocument",
                  message: "Upload an additional document",
                },
              )}
            </LinkButton>
            {policy.changeable && isJourneyProduct(policy.product) && (
              <LinkButton variant="outlined" to={addMembersPath(policy.policyNo)}>
                {t(/*i18n*/ { id: "backoffice.policyDetailPage.addMembers", message: "Add members" })}
              </LinkButton>
            )}
            {policy.changeable && policy.members.filter((m) => m.removedFrom === null).length > 1 && (
              <LinkButton variant="outlined" to={removeMembersPath(policy.policyNo)}>
                {t(/*i18n*/ { id: "backoffice.policyDetailPage.removeMembers", message: "Remove members" })}
              </LinkButton>
            )}
            {policy.changeable && (
              <LinkButton variant="outlined" color="error" to={cancelPolicyPath(policy.policyNo)}>
                {t(/*i18n*/ { id: "backoffice.policyDetailPage.cancelPolicy", message: "Cancel policy" })}
              </LinkButton>
            )}
          </>
        }
      />
      <PolicySummaryBand policy={policy} />
      <SectionCard title={t(/*i18n*/ { id: "backoffice.policyDetailPage.policyLabel", message: "Policy" })}>
        <Details items={policyItems} />
      </SectionCard>
      <SectionCard
        title={t(/*i18n*/ { id: "backoffice.policyDetailPage.sponsor", message: "Sponsor" })}
        action={<SponsorRecordLink email={policy.sponsorEmail} />}
      >
        <Details
          items={[
            [
              t(/*i18n*/ { id: "backoffice.policyDetailPage.name", message: "Name" }),
              <Name key="n">{policy.sponsorName}</Name>,
            ],
            [
              t(/*i18n*/ { id: "backoffice.policyDetailPage.mobileNumber", message: "Mobile number" }),
              <Ltr key="m">{policy.sponsorMobile}</Ltr>,
            ],
            [
              t(/*i18n*/ { id: "backoffice.policyDetailPage.eMail", message: "E-mail" }),
              <Ltr key="e">{policy.sponsorEmail}</Ltr>,
            ],
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
            addedFrom: m.addedFrom,
            removedFrom: m.removedFrom,
            cardHref: cardsOffered && m.removedFrom === null ? memberCardPngHref(policy.policyNo, m.id) : null,
          }))}
        />
      )}
      {policy.changes.length > 0 && <ChangesSection changes={policy.changes} />}
      <PremiumSection premiumFils={policy.premiumFils} vatFils={policy.vatFils} totalFils={policy.totalFils} />
      <LedgerSection ledger={policy.ledger} />
      <TaxDocumentsSection policyNo={policy.policyNo} documents={policy.taxDocuments} />
      <DocumentsSection documents={policy.documents} memberNames={memberNames} />
      <PaymentsSection payments={policy.payments} />
      <TimelineSection timeline={policy.timeline} />
    </>
  );
}
