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
      {t("Back to the queue")}
    </Link>
  );
  if (!valid || found.isError)
    return (
      <>
        <h1 className={text.h1}>{t("Underwriting")}</h1>
        <ErrorAlert onRetry={valid ? () => void found.refetch() : undefined}>
          {found.error instanceof ApiError
            ? found.error.message
            : valid
              ? t("The application could not be loaded. Please try again.")
              : t("No referred application with this number.")}{" "}
          {back}
        </ErrorAlert>
      </>
    );
  if (!found.data) return <PageLoader label={t("Loading the application")} />;
  const c = found.data;
  return (
    <>
      <h1 className={text.h1}>{t("Application {number}", { number: c.quotation_no })}</h1>
      <p className={cx(text.body1, text.secondary, styles.intro)}>
        {t("Status:")} <strong>{quotationStatusLabel(c.status)}</strong> · {back}
      </p>
      <SectionCard title={t("Application")}>
        <Details
          items={[
            [t("Sponsor"), c.sponsor.name],
            [t("Sponsor e-mail"), c.sponsor.email],
            [t("Sponsor mobile"), c.sponsor.mobile],
            [t("Partner"), c.partner_name],
            [t("Plan"), c.plan_name ?? "—"],
            [t("Referred"), c.referred_at ? formatDateTime(c.referred_at) : "—"],
          ]}
        />
        <PremiumTotals totals={c.totals} />
      </SectionCard>
      <SectionCard title={t("Why it was referred")}>
        <RuleHits hits={c.hits} />
      </SectionCard>
      <MembersSection c={c} />
      <SectionCard title={t("Medical declaration")}>
        <DeclarationSummary declaration={c.declaration} />
      </SectionCard>
      <SectionCard title={t("Documents")}>
        {c.documents.length === 0 ? (
          <p className={cx(text.body1, styles.plain)}>{t("No documents.")}</p>
        ) : (
          <ul className={styles.documents}>
            {c.documents.map((d) => (
              <li key={d.id}>
                {d.label}:{" "}
                <a className={text.link} href={caseDocumentUrl(c.quotation_id, d.id)} target="_blank" rel="noopener">
                  {d.file_name} {t("(opens in a new tab)")}
                </a>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      {c.decisions.length > 0 && (
        <SectionCard title={t("Decisions")}>
          <DecisionHistory decisions={c.decisions} />
        </SectionCard>
      )}
      {recorded ? (
        <Alert severity="success" role="status">
          {t("Decision recorded: {status}. The partner has been e-mailed.", {
            status: translateMessage(quotationStatusLabel(recorded)),
          })}{" "}
          {back}
        </Alert>
      ) : c.status === QUOTATION_STATUS.REFERRED ? (
        <DecisionForm c={c} onDecided={setRecorded} />
      ) : (
        <Alert severity="info">
          {t("This application is not waiting for a decision: {status}.", {
            status: translateMessage(quotationStatusLabel(c.status)),
          })}{" "}
          {back}
        </Alert>
      )}
    </>
  );
}

function MembersSection({ c }: { c: UnderwritingCase }) {
  const { t } = useText();
  return (
    <SectionCard title={t("Members")}>
      <div className={table.container}>
        <table className={table.table} aria-label={t("Members")}>
          <thead>
            <tr>
              <th className={cx(table.cell, table.head)}>{t("Name")}</th>
              <th className={cx(table.cell, table.head, table.end)}>{t("Age")}</th>
              <th className={cx(table.cell, table.head)}>{t("Gender")}</th>
              <th className={cx(table.cell, table.head, table.end)}>{t("BMI")}</th>
              <th className={cx(table.cell, table.head, table.end)}>{t("Premium")}</th>
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
                <td className={table.cell}>{m.gender === 1 ? t("Male") : t("Female")}</td>
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
