import { formatAed, plansToCompare } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { PageLoader } from "../../../ui/page-loader";
import { AnchorButton, Button } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import { ICON_PATHS } from "../../../ui/plain/icons";
import text from "../../../ui/plain/typography.module.css";
import { useChoosePlan } from "../api/choose-plan";
import { plansQueryOptions } from "../api/get-plans";
import { comparisonPdfUrl } from "../api/mail-quotation";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { readWizardState } from "../wizard-storage";
import { comparedPlanCodes } from "./compare-path";
import { PlanBenefitsTable } from "./plan-benefits-table";
import { PlanChoiceError } from "./plan-choice-error";
import styles from "./select-plan.module.css";

/** /campare-plan?plans=…: the plans ticked on the plan step side by side, with this family's premium for each. */
export function ComparePlansPage() {
  const { product, stepPath } = useQuotationJourney();
  const [wizard] = useState(() => readWizardState(product));
  if (wizard.quotationId === null) return <Navigate to={stepPath("sponsor")} replace />;
  return <ComparePlans quotationId={wizard.quotationId} />;
}

function ComparePlans({ quotationId }: { quotationId: number }) {
  const { t } = useText();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { stepPath } = useQuotationJourney();
  const plans = useQuery(plansQueryOptions(quotationId));
  const choose = useChoosePlan(quotationId);
  const backToPlans = () => navigate(stepPath("plan"));

  const compared = plansToCompare(plans.data?.plans ?? [], comparedPlanCodes(search));

  return (
    <>
      <h1 className={text.h1}>{t("Compare plans")}</h1>
      {plans.isError ? (
        <ErrorAlert onRetry={() => void plans.refetch()}>
          {plans.error instanceof ApiError
            ? plans.error.message
            : t("The plans could not be loaded. Please try again.")}
        </ErrorAlert>
      ) : !plans.data ? (
        <PageLoader label={t("Pricing the plans for these members")} />
      ) : (
        <div className={styles.sheet}>
          <PlanChoiceError choose={choose} />
          <PlanBenefitsTable
            plans={compared.map((p) => p.plan)}
            caption={t(
              "Benefits per member and this application's premium for {length} member(s); highlighted rows differ between the plans.",
              { length: plans.data.members.length },
            )}
            footer={[
              { label: t("Premium a year"), cells: compared.map((p) => formatAed(p.totals.subtotal)) },
              { label: t("VAT"), cells: compared.map((p) => formatAed(p.totals.vat)) },
              { label: t("Total a year"), cells: compared.map((p) => formatAed(p.totals.total)) },
              {
                label: t("Plan"),
                cells: compared.map((p) =>
                  p.plan.code === plans.data.selected ? (
                    <span key={p.plan.code} className={cx(text.body2, styles.chosenWord)}>
                      {t("Chosen plan")}
                    </span>
                  ) : (
                    <Button
                      key={p.plan.code}
                      variant="contained"
                      size="small"
                      disabled={choose.isPending}
                      aria-label={t("Choose the {name} plan", { name: p.plan.name })}
                      onClick={() => choose.mutate(p.plan.code, { onSuccess: backToPlans })}
                    >
                      {t("Choose this plan")}
                    </Button>
                  ),
                ),
              },
            ]}
          />
        </div>
      )}
      <div className={styles.pageActions}>
        <Button variant="outlined" size="large" onClick={backToPlans}>
          {t("Back to the plans")}
        </Button>
        {compared.length > 0 && (
          <AnchorButton
            variant="outlined"
            size="large"
            href={comparisonPdfUrl(
              quotationId,
              compared.map((p) => p.plan.code),
            )}
            startIcon={ICON_PATHS.download}
          >
            {t("Download comparison (PDF)")}
          </AnchorButton>
        )}
      </div>
    </>
  );
}
