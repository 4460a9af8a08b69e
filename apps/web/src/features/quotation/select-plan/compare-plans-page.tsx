import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { formatAed, plansToCompare } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { DownloadIcon } from "../../../ui/material-icons";
import { PageLoader } from "../../../ui/page-loader";
import { useChoosePlan } from "../api/choose-plan";
import { plansQueryOptions } from "../api/get-plans";
import { comparisonPdfUrl } from "../api/mail-quotation";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { readWizardState } from "../wizard-storage";
import { comparedPlanCodes } from "./compare-path";
import { PlanBenefitsTable } from "./plan-benefits-table";
import { PlanChoiceError } from "./plan-choice-error";

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
      <Typography variant="h1" gutterBottom>
        {t("Compare plans")}
      </Typography>
      {plans.isError ? (
        <ErrorAlert onRetry={() => void plans.refetch()}>
          {plans.error instanceof ApiError
            ? plans.error.message
            : t("The plans could not be loaded. Please try again.")}
        </ErrorAlert>
      ) : !plans.data ? (
        <PageLoader label={t("Pricing the plans for these members")} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 3 } }}>
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
                    <Typography key={p.plan.code} variant="body2" color="primary" sx={{ fontWeight: 700 }}>
                      {t("Chosen plan")}
                    </Typography>
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
        </Paper>
      )}
      <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: 2, mt: 3 }}>
        <Button variant="outlined" size="large" onClick={backToPlans}>
          {t("Back to the plans")}
        </Button>
        {compared.length > 0 && (
          <Button
            variant="outlined"
            size="large"
            href={comparisonPdfUrl(
              quotationId,
              compared.map((p) => p.plan.code),
            )}
            startIcon={<DownloadIcon aria-hidden="true" />}
          >
            {t("Download comparison (PDF)")}
          </Button>
        )}
      </Box>
    </>
  );
}
