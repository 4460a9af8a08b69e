import {
  formatAed,
  formatDisplayDate,
  GENDER_OPTIONS,
  MEMBER_DOCUMENT_SLOTS,
  MEMBER_TYPE_OPTIONS,
  type MemberDocumentSlot,
  memberKindLabel,
  nationalityName,
  occupationLabel,
  PLANFOR,
  type Planfor,
  RELATION_OPTIONS,
  type Requirement,
  requiredMemberDocuments,
  requiredSponsorDocuments,
  SPONSOR_DOCUMENT_SLOTS,
  SPONSOR_TYPE,
  type SponsorDocumentSlot,
  type SponsorType,
  sponsorDateLabel,
  sponsorDocumentTypeLabel,
  sponsorFileNumberLabel,
  tpaLabel,
  type Words,
} from "@pp/domain";
import type { ReactNode } from "react";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { DeclarationSummary } from "../../../ui/declaration-summary";
import { Details } from "../../../ui/details";
import { Ltr, Name } from "../../../ui/isolated-value";
import { optionLabel } from "../../../ui/option-label";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { PremiumTotals } from "../../../ui/premium-totals";
import { OpensInNewTab } from "../../../ui/visually-hidden";
import { documentUrl } from "../api/get-documents";
import type { QuotationReview } from "../api/get-review";
import { planBenefitItems } from "../select-plan/plan-benefit-items";
import styles from "./finalize.module.css";
import { ReviewSection } from "./review-section";

const EMIRATES_ID_NUMBER_WORDS = /*i18n*/ {
  id: "quotation.reviewContent.emiratesIdNumber",
  message: "Emirates ID number",
};
const GENDER_WORDS = /*i18n*/ { id: "quotation.reviewContent.gender", message: "Gender" };
const PASSPORT_NUMBER_WORDS = /*i18n*/ { id: "quotation.reviewContent.passportNumber", message: "Passport number" };
const SPONSOR_WORDS = /*i18n*/ { id: "quotation.reviewContent.sponsor", message: "Sponsor" };

const orDash = (value: string | null | undefined) => (value?.trim() ? value : "—");

/** Who the sponsor is, as the review names it. */
const SPONSOR_KIND_WORDS: Record<"company" | "national" | "expatriate", Words> = {
  company: /*i18n*/ { id: "quotation.reviewContent.company", message: "Company" },
  national: /*i18n*/ {
    id: "quotation.reviewContent.individualUaeGccNational",
    message: "Individual – UAE/GCC national",
  },
  expatriate: /*i18n*/ { id: "quotation.reviewContent.individualExpatriate", message: "Individual – Expatriate" },
};

function sponsorKind(planfor: Planfor, documentType: SponsorType | null): keyof typeof SPONSOR_KIND_WORDS {
  if (planfor === PLANFOR.COMPANY) return "company";
  return documentType === SPONSOR_TYPE.NATIONAL ? "national" : "expatriate";
}

export function SponsorReview({ review }: { review: QuotationReview }) {
  const { t } = useText();
  const { sponsor, sponsorDocuments } = review;
  const { planfor, documentType } = sponsor;
  const items: [string, ReactNode][] = [
    [t(SPONSOR_WORDS), t(SPONSOR_KIND_WORDS[sponsorKind(planfor, documentType)])],
    [
      planfor === PLANFOR.COMPANY
        ? t(/*i18n*/ { id: "quotation.reviewContent.companyName", message: "Company Name" })
        : t(/*i18n*/ { id: "quotation.reviewContent.name", message: "Name" }),
      <Name key="n">{sponsor.sponsorName}</Name>,
    ],
    [
      t(/*i18n*/ { id: "quotation.reviewContent.mobileNumber", message: "Mobile number" }),
      <Ltr key="m">{sponsor.sponsorMobile}</Ltr>,
    ],
    [t(/*i18n*/ { id: "quotation.reviewContent.eMail", message: "E-mail" }), <Ltr key="e">{sponsor.sponsorEmail}</Ltr>],
  ];
  if (sponsor.gender) items.push([t(GENDER_WORDS), optionLabel(GENDER_OPTIONS, sponsor.gender) ?? "—"]);
  items.push(
    [translateMessage(sponsorDateLabel(planfor)), sponsor.sponsorDate ? formatDisplayDate(sponsor.sponsorDate) : "—"],
    [translateMessage(sponsorFileNumberLabel(planfor, documentType)), sponsor.sponsorFileNumber],
    [
      t(/*i18n*/ { id: "quotation.reviewContent.tpa", message: "TPA" }),
      sponsor.tpaId === null ? "—" : tpaLabel(sponsor.tpaId),
    ],
    [
      t(/*i18n*/ { id: "quotation.reviewContent.idDocument", message: "ID document" }),
      translateMessage(sponsorDocumentTypeLabel(sponsorDocuments.documentType) ?? "—"),
    ],
  );
  if (sponsorDocuments.documentType === "EmiratesId") {
    items.push([t(EMIRATES_ID_NUMBER_WORDS), orDash(sponsorDocuments.emiratesId)]);
  } else if (sponsorDocuments.documentType === "Passport") {
    items.push([t(PASSPORT_NUMBER_WORDS), orDash(sponsorDocuments.passportNo)]);
  }
  return (
    <ReviewSection
      title={t(/*i18n*/ { id: "quotation.reviewContent.sponsorSDetails", message: "Sponsor's Details" })}
      editStep="sponsor"
    >
      <Details items={items} />
    </ReviewSection>
  );
}

/** The plan an H+ application is priced under, with every benefit, and a way back to change it. */
export function PlanReview({ review }: { review: QuotationReview }) {
  const { t, language } = useText();
  if (!review.plan) return null;
  return (
    <ReviewSection
      title={t(
        /*i18n*/ { id: "quotation.reviewContent.plan", message: "Plan: {name}", values: { name: review.plan.name } },
      )}
      editStep="plan"
    >
      <Details items={planBenefitItems(review.plan, language)} />
    </ReviewSection>
  );
}

/** The medical declaration (H+), with a way back to change it. */
export function DeclarationReview({ review }: { review: QuotationReview }) {
  const { t } = useText();
  if (!review.declaration) return null;
  return (
    <ReviewSection
      title={t(/*i18n*/ { id: "quotation.declarationPage.medicalDeclaration", message: "Medical Declaration" })}
      editStep="declaration"
    >
      <DeclarationSummary declaration={review.declaration} />
    </ReviewSection>
  );
}

export function MembersReview({ review }: { review: QuotationReview }) {
  const { t, language } = useText();
  return (
    <ReviewSection
      title={t(/*i18n*/ { id: "quotation.reviewContent.insuredMembers", message: "Insured Members" })}
      editStep="members"
    >
      {review.members.map((member, index) => {
        const items: [string, ReactNode][] = [
          [
            t(/*i18n*/ { id: "quotation.reviewContent.relation", message: "Relation" }),
            optionLabel(RELATION_OPTIONS, member.relation) ??
              optionLabel(MEMBER_TYPE_OPTIONS, member.member_type) ??
              "—",
          ],
          [
            t(/*i18n*/ { id: "quotation.reviewContent.dateBirth", message: "Date of birth" }),
            formatDisplayDate(member.date_of_birth),
          ],
          [t(GENDER_WORDS), optionLabel(GENDER_OPTIONS, member.gender) ?? "—"],
          [
            t(/*i18n*/ { id: "quotation.reviewContent.nationality", message: "Nationality" }),
            nationalityName(member.nationality, language) ?? member.nationality,
          ],
          [
            t(/*i18n*/ { id: "quotation.reviewContent.occupation", message: "Occupation" }),
            member.occupation ? translateMessage(occupationLabel(member.occupation)) : "—",
          ],
          [t(EMIRATES_ID_NUMBER_WORDS), orDash(member.emirates_id)],
          [t(PASSPORT_NUMBER_WORDS), orDash(member.passport_no)],
          [t(/*i18n*/ { id: "quotation.reviewContent.uidNumber", message: "UID Number" }), orDash(member.uid_no)],
        ];
        if (member.is_newborn)
          items.push([
            t(/*i18n*/ { id: "quotation.reviewContent.birthCertificateNumber", message: "Birth Certificate Number" }),
            orDash(member.birth_certificate_no),
          ]);
        items.push([
          t(/*i18n*/ { id: "quotation.reviewContent.premium", message: "Premium" }),
          formatAed(member.premium_fils),
        ]);
        return (
          <article key={member.member_sno} className={cx(index === 0 && styles.firstMember)}>
            {index > 0 && <hr className={styles.divider} />}
            <h3 className={text.h3}>
              {index + 1}. {translateMessage(memberKindLabel(member.member_type))} –{" "}
              <Name>
                {member.first_name} {member.family_name}
              </Name>
              {member.is_newborn
                ? ` ${t(/*i18n*/ { id: "quotation.reviewContent.newborn", message: "(newborn)" })}`
                : ""}
            </h3>
            <Details items={items} />
          </article>
        );
      })}
      <hr className={styles.divider} />
      <PremiumTotals totals={review.totals} />
    </ReviewSection>
  );
}

type DocumentLine = { label: string; documentId: string | null | undefined; requirement: Requirement };

function DocumentValue({
  documentId,
  files,
}: {
  documentId: string | null | undefined;
  files: QuotationReview["files"];
}) {
  const { t } = useText();
  if (!documentId) {
    return (
      <span className={styles.missing}>
        {t(/*i18n*/ { id: "quotation.reviewContent.missing", message: "Missing" })}
      </span>
    );
  }
  return (
    <a className={text.link} href={documentUrl(documentId)} target="_blank" rel="noopener">
      {files[documentId]?.name ?? t(/*i18n*/ { id: "quotation.reviewContent.viewDocument", message: "View document" })}
      <OpensInNewTab />
    </a>
  );
}

/** The uploaded copies, each opening in a new tab, and the required ones still missing. */
function DocumentList({ lines, files }: { lines: DocumentLine[]; files: QuotationReview["files"] }) {
  const shown = lines.filter(
    (line) => line.requirement !== "hidden" && (line.documentId || line.requirement === "required"),
  );
  const value = (line: DocumentLine) => <DocumentValue documentId={line.documentId} files={files} />;
  return <Details items={shown.map((line) => [line.label, value(line)] as const)} />;
}

export function DocumentsReview({ review }: { review: QuotationReview }) {
  const { t } = useText();
  const { documents, files } = review;
  const sponsorRequirements = requiredSponsorDocuments(documents.sponsor.documentType, documents.planfor as Planfor);
  const sponsorLines = (Object.keys(SPONSOR_DOCUMENT_SLOTS) as SponsorDocumentSlot[]).map((slot) => ({
    label: translateMessage(SPONSOR_DOCUMENT_SLOTS[slot].label),
    documentId: documents.sponsor[SPONSOR_DOCUMENT_SLOTS[slot].field],
    requirement: sponsorRequirements.files[slot],
  }));
  return (
    <ReviewSection
      title={t(/*i18n*/ { id: "quotation.reviewContent.documents", message: "Documents" })}
      editStep="documents"
    >
      <h3 className={cx(text.h3, styles.sponsorDocuments)}>{t(SPONSOR_WORDS)}</h3>
      <DocumentList lines={sponsorLines} files={files} />
      {documents.members.map((member, index) => {
        const requirements = requiredMemberDocuments(member);
        const lines = (Object.keys(MEMBER_DOCUMENT_SLOTS) as MemberDocumentSlot[]).map((slot) => ({
          label: translateMessage(MEMBER_DOCUMENT_SLOTS[slot].label),
          documentId: member[MEMBER_DOCUMENT_SLOTS[slot].field],
          requirement: requirements.files[slot],
        }));
        return (
          <div key={member.member_sno}>
            <h3 className={cx(text.h3, styles.memberDocuments)}>
              {index + 1}. {translateMessage(memberKindLabel(member.member_type))} –{" "}
              <Name>
                {member.first_name} {member.family_name}
              </Name>
            </h3>
            <DocumentList lines={lines} files={files} />
          </div>
        );
      })}
    </ReviewSection>
  );
}
