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
      <h1 className={text.h1}>
        {t(/*i18n*/ { id: "quotation.comparePlansPage.comparePlans", message: "Compare plans" })}
      </h1>
      {plans.isError ? (
        <ErrorAlert onRetry={() => void plans.refetch()}>
          {plans.error instanceof ApiError
            ? plans.error.message
            : t(
                /*i18n*/ {
                  id: "quotation.comparePlansPage.plansCouldNotLoaded",
                  message: "The plans could not be loaded. Please try again.",
                },
              )}
        </ErrorAlert>
      ) : !plans.data ? (
        <PageLoader
          label={t(
            /*i18n*/ {
              id: "quotation.comparePlansPage.pricingPlansTheseMembers",
              message: "Pricing the plans for these members",
            },
          )}
        />
      ) : (
        <div className={styles.sheet}>
          <PlanChoiceError choose={choose} />
          <PlanBenefitsTable
            plans={compared.map((p) => p.plan)}
            caption={t(
              /*i18n*/ {
                id: "quotation.comparePlansPage.benefitsPerMemberApplication",
                message:
                  "Benefits per member and this application's premium for {length} member(s); highlighted rows differ between the plans.",
                values: { length: plans.data.members.length },
              },
            )}
            footer={[
              {
                label: t(/*i18n*/ { id: "quotation.comparePlansPage.premiumYear", message: "Premium a year" }),
                cells: compared.map((p) => formatAed(p.totals.subtotal)),
              },
              {
                label: t(/*i18n*/ { id: "quotation.comparePlansPage.vat", message: "VAT" }),
                cells: compared.map((p) => formatAed(p.totals.vat)),
              },
              {
                label: t(/*i18n*/ { id: "quotation.comparePlansPage.totalYear", message: "Total a year" }),
                cells: compared.map((p) => formatAed(p.totals.total)),
              },
              {
                label: t(/*i18n*/ { id: "quotation.comparePlansPage.plan", message: "Plan" }),
                cells: compared.map((p) =>
                  p.plan.code === plans.data.selected ? (
                    <span key={p.plan.code} className={cx(text.body2, styles.chosenWord)}>
                      {t(/*i18n*/ { id: "quotation.comparePlansPage.chosenPlan", message: "Chosen plan" })}
                    </span>
                  ) : (
                    <Button
                      key={p.plan.code}
                      variant="contained"
                      size="small"
                      disabled={choose.isPending}
                      aria-label={t(
                        /*i18n*/ {
                          id: "quotation.comparePlansPage.choosePlan",
                          message: "Choose the {name} plan",
                          values: { name: p.plan.name },
                        },
                      )}
                      onClick={() => choose.mutate(p.plan.code, { onSuccess: backToPlans })}
                    >
                      {t(/*i18n*/ { id: "quotation.comparePlansPage.choosePlan2", message: "Choose this plan" })}
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
          {t(/*i18n*/ { id: "quotation.comparePlansPage.backPlans", message: "Back to the plans" })}
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
            {t(
              /*i18n*/ { id: "quotation.comparePlansPage.downloadComparisonPdf", message: "Download comparison (PDF)" },
            )}
          </AnchorButton>
        )}
      </div>
    </>
  );
}
