import { formatAed, QUOTATION_STATUS, type QuotationStatus, type UnderwritingCase } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { APPROVAL_PATH } from "../../../paths/underwriting-paths";
import { DeclarationSummary } from "../../../ui/declaration-summary";
import { Details } from "../../../ui/details";
import { ErrorAlert } from "../../../ui/error-alert";
import { formatDateTime, quotationStatusLabel } from "../../../ui/format";
import { Name } from "../../../ui/isolated-value";
import { Link } from "../../../ui/link";
import { PageLoader } from "../../../ui/page-loader";
import { Alert } from "../../../ui/plain/alert";
import { cx } from "../../../ui/plain/class-names";
import table from "../../../ui/plain/table.module.css";
import text from "../../../ui/plain/typography.module.css";
import { PremiumTotals } from "../../../ui/premium-totals";
import { SectionCard } from "../../../ui/section-card";
import { DecisionHistory, RuleHits } from "../../../ui/underwriting-parts";
import { caseDocumentUrl, caseQueryOptions } from "../api/underwriting-queries";
import styles from "../underwriting.module.css";
import { DecisionForm } from "./decision-form";

const MEMBERS_WORDS = /*i18n*/ { id: "underwriting.column.members", message: "Members" };

/** /Approval/:id: one referred H+ application, everything the underwriter decides on, and the decision. */
export function UnderwritingCasePage() {
  const { t } = useText();
  const id = Number(useParams().id);
  // The decision just taken here: the application reloads as decided, and the page says what was recorded.
  const [recorded, setRecorded] = useState<QuotationStatus | null>(null);
  const valid = Number.isSafeInteger(id) && id > 0;
  const found = useQuery({ ...caseQueryOptions(id), enabled: valid });
  const back = (
    <Link className={text.link} to={APPROVAL_PATH}>
      {t(/*i18n*/ { id: "underwriting.casePage.backQueue", message: "Back to the queue" })}
    </Link>
  );
  if (!valid || found.isError)
    return (
      <>
        <h1 className={text.h1}>{t(/*i18n*/ { id: "underwriting.casePage.underwriting", message: "Underwriting" })}</h1>
        <ErrorAlert onRetry={valid ? () => void found.refetch() : undefined}>
          {found.error instanceof ApiError
            ? found.error.message
            : valid
              ? t(
                  /*i18n*/ {
                    id: "underwriting.casePage.applicationCouldNotLoaded",
                    message: "The application could not be loaded. Please try again.",
                  },
                )
              : t(
                  /*i18n*/ {
                    id: "underwriting.casePage.noReferredApplicationNumber",
                    message: "No referred application with this number.",
                  },
                )}{" "}
          {back}
        </ErrorAlert>
      </>
    );
  if (!found.data)
    return (
      <PageLoader
        label={t(/*i18n*/ { id: "underwriting.casePage.loadingApplication", message: "Loading the application" })}
      />
    );
  const c = found.data;
  return (
    <>
      <h1 className={text.h1}>
        {t(
          /*i18n*/ {
            id: "underwriting.casePage.title",
            message: "Application {number}",
            values: { number: c.quotation_no },
          },
        )}
      </h1>
      <p className={cx(text.body1, text.secondary, styles.intro)}>
        {t(/*i18n*/ { id: "underwriting.casePage.status", message: "Status:" })}{" "}
        <strong>{quotationStatusLabel(c.status)}</strong> · {back}
      </p>
      <SectionCard title={t(/*i18n*/ { id: "underwriting.casePage.application", message: "Application" })}>
        <Details
          items={[
            [t(/*i18n*/ { id: "underwriting.column.sponsor", message: "Sponsor" }), c.sponsor.name],
            [t(/*i18n*/ { id: "underwriting.casePage.sponsorEMail", message: "Sponsor e-mail" }), c.sponsor.email],
            [t(/*i18n*/ { id: "underwriting.casePage.sponsorMobile", message: "Sponsor mobile" }), c.sponsor.mobile],
            [t(/*i18n*/ { id: "underwriting.column.partner", message: "Partner" }), c.partner_name],
            [t(/*i18n*/ { id: "underwriting.column.plan", message: "Plan" }), c.plan_name ?? "—"],
            [
              t(/*i18n*/ { id: "underwriting.column.referred", message: "Referred" }),
              c.referred_at ? formatDateTime(c.referred_at) : "—",
            ],
          ]}
        />
        <PremiumTotals totals={c.totals} />
      </SectionCard>
      <SectionCard title={t(/*i18n*/ { id: "underwriting.casePage.whyReferred", message: "Why it was referred" })}>
        <RuleHits hits={c.hits} />
      </SectionCard>
      <MembersSection c={c} />
      <SectionCard
        title={t(/*i18n*/ { id: "underwriting.casePage.medicalDeclaration", message: "Medical declaration" })}
      >
        <DeclarationSummary declaration={c.declaration} />
      </SectionCard>
      <SectionCard title={t(/*i18n*/ { id: "underwriting.casePage.documents", message: "Documents" })}>
        {c.documents.length === 0 ? (
          <p className={cx(text.body1, styles.plain)}>
            {t(/*i18n*/ { id: "underwriting.casePage.noDocuments", message: "No documents." })}
          </p>
        ) : (
          <ul className={styles.documents}>
            {c.documents.map((d) => (
              <li key={d.id}>
                {d.label}:{" "}
                <a className={text.link} href={caseDocumentUrl(c.quotation_id, d.id)} target="_blank" rel="noopener">
                  {d.file_name}{" "}
                  {t(/*i18n*/ { id: "underwriting.casePage.opensNewTab", message: "(opens in a new tab)" })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      {c.decisions.length > 0 && (
        <SectionCard title={t(/*i18n*/ { id: "underwriting.casePage.decisions", message: "Decisions" })}>
          <DecisionHistory decisions={c.decisions} />
        </SectionCard>
      )}
      {recorded ? (
        <Alert severity="success" role="status">
          {t(
            /*i18n*/ {
              id: "underwriting.casePage.decisionRecordedPartnerBeen",
              message: "Decision recorded: {status}. The partner has been e-mailed.",
              values: {
                status: translateMessage(quotationStatusLabel(recorded)),
              },
            },
          )}{" "}
          {back}
        </Alert>
      ) : c.status === QUOTATION_STATUS.REFERRED ? (
        <DecisionForm c={c} onDecided={setRecorded} />
      ) : (
        <Alert severity="info">
          {t(
            /*i18n*/ {
              id: "underwriting.casePage.applicationNotWaitingDecision",
              message: "This application is not waiting for a decision: {status}.",
              values: {
                status: translateMessage(quotationStatusLabel(c.status)),
              },
            },
          )}{" "}
          {back}
        </Alert>
      )}
    </>
  );
}

function MembersSection({ c }: { c: UnderwritingCase }) {
  const { t } = useText();
  return (
    <SectionCard title={t(MEMBERS_WORDS)}>
      <div className={table.container}>
        <table className={table.table} aria-label={t(MEMBERS_WORDS)}>
          <thead>
            <tr>
              <th className={cx(table.cell, table.head)}>
                {t(/*i18n*/ { id: "underwriting.casePage.name", message: "Name" })}
              </th>
              <th className={cx(table.cell, table.head, table.end)}>
                {t(/*i18n*/ { id: "underwriting.casePage.age", message: "Age" })}
              </th>
              <th className={cx(table.cell, table.head)}>
                {t(/*i18n*/ { id: "underwriting.casePage.gender", message: "Gender" })}
              </th>
              <th className={cx(table.cell, table.head, table.end)}>
                {t(/*i18n*/ { id: "underwriting.casePage.bmi", message: "BMI" })}
              </th>
              <th className={cx(table.cell, table.head, table.end)}>
                {t(/*i18n*/ { id: "underwriting.casePage.premium", message: "Premium" })}
              </th>
            </tr>
          </thead>
          <tbody>
            {c.members.map((m) => (
              <tr key={m.member_sno}>
                <td className={table.cell}>
                  <Name>
                    {m.first_name} {m.family_name}
                  </Name>
                </td>
                <td className={cx(table.cell, table.end)}>{m.age}</td>
                <td className={table.cell}>
                  {m.gender === 1
                    ? t(/*i18n*/ { id: "underwriting.casePage.male", message: "Male" })
                    : t(/*i18n*/ { id: "underwriting.casePage.female", message: "Female" })}
                </td>
                <td className={cx(table.cell, table.end)}>{m.body_mass_index?.toFixed(1) ?? "—"}</td>
                <td className={cx(table.cell, table.end)}>{formatAed(m.premium_fils)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionCard>
  );
}
