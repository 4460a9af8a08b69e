import { COMMISSION_MESSAGES, seesCommission } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { usePartner } from "../../shell/partner-context";
import { ErrorAlert } from "../../ui/error-alert";
import { PageLoader } from "../../ui/page-loader";
import { Alert } from "../../ui/plain/alert";
import { cx } from "../../ui/plain/class-names";
import text from "../../ui/plain/typography.module.css";
import { AccruedSection } from "./accrued-section";
import { statementsQueryOptions } from "./api/commission-api";
import styles from "./commission.module.css";
import { StatementsSection } from "./statements-section";

/**
 * /commission (decisions 061, 062), from the partner menu of an owner, a manager or an agent: the commission accrued
 * and not yet on a statement, a month's lines, and the statements with their PDF and CSV. What each sees is the
 * server's answer for their role. The back office is told it sees no commission, as the server answers it. Plain
 * elements, no MUI.
 */
export function CommissionPage() {
  const { t } = useText();
  const partner = usePartner();
  return (
    <>
      <h1 className={text.h1}>{t(/*i18n*/ { id: "commission.page.title", message: "Commission" })}</h1>
      {partner.user_role === "partner" && seesCommission(partner.team_role) ? (
        <CommissionOverview partnerName={partner.partner_name} />
      ) : (
        <Alert severity="info">{translateMessage(COMMISSION_MESSAGES.backOfficeSeesNone)}</Alert>
      )}
    </>
  );
}

function CommissionOverview({ partnerName }: { partnerName: string }) {
  const { t } = useText();
  const statements = useQuery(statementsQueryOptions());
  if (statements.isPending) return <PageLoader />;
  if (statements.isError)
    return <ErrorAlert onRetry={() => void statements.refetch()}>{statements.error.message}</ErrorAlert>;
  return (
    <>
      <p className={cx(text.body1, text.secondary, styles.lead)}>
        {t(
          /*i18n*/ {
            id: "commission.page.lead",
            message:
              "Commission accrues when a payment for a policy is accepted, on the premium without VAT, and a refund claws back its share. After each month ends, its statement is issued with VAT on the commission.",
          },
        )}
      </p>
      <AccruedSection accruedFils={statements.data.accruedFils} partnerName={partnerName} />
      <StatementsSection statements={statements.data.statements} partnerName={partnerName} />
    </>
  );
}
