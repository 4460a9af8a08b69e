import { COMPARE_MAX_PLANS, COMPARE_MIN_PLANS } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { PageLoader } from "../../../ui/page-loader";
import { Alert } from "../../../ui/plain/alert";
import { Button } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { useChoosePlan } from "../api/choose-plan";
import { plansQueryOptions } from "../api/get-plans";
import { quotationQueryOptions } from "../api/get-quotation";
import { QuotationStepper } from "../components/quotation-stepper";
import { useRecordProgress } from "../hooks/use-record-progress";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { TpaLinks } from "../sponsor-details/tpa-links";
import { readWizardState, setTempStatus } from "../wizard-storage";
import { comparePlansPath } from "./compare-path";
import { PlanCard } from "./plan-card";
import { PlanChoiceError } from "./plan-choice-error";
import { QuotationActions } from "./quotation-actions";
import styles from "./select-plan.module.css";

/** H+ step 3, /selectplan: every plan priced by the server for this family; choosing one reprices the quotation. */
export function SelectPlanPage() {
  const { product, stepPath } = useQuotationJourney();
  const [wizard] = useState(() => readWizardState(product));
  if (wizard.quotationId === null) return <Navigate to={stepPath("sponsor")} replace />;
  return <SelectPlan quotationId={wizard.quotationId} storedNumber={wizard.quotationNo} />;
}

function SelectPlan({ quotationId, storedNumber }: { quotationId: number; storedNumber: string | null }) {
  const { t } = useText();
  const navigate = useNavigate();
  const { nextPath, previousPath, stepPath, stepIndex } = useQuotationJourney();
  useRecordProgress(quotationId, "plan");
  const plans = useQuery(plansQueryOptions(quotationId));
  const quotation = useQuery(quotationQueryOptions(quotationId));
  const choose = useChoosePlan(quotationId);
  const [compared, setCompared] = useState<string[]>([]);
  const quotationNo = quotation.data?.quotationNo ?? storedNumber;
  const tpa = quotation.data?.sponsor.tpaId;

  const toggleCompare = (code: string, on: boolean) =>
    setCompared((current) => (on ? [...current, code] : current.filter((c) => c !== code)));
  const go = (path: string, status: "Next" | "Previous") => {
    setTempStatus(status);
    navigate(path);
  };

  return (
    <>
      <QuotationStepper activeIndex={stepIndex("plan")} />
      <h1 className={text.h1}>{t(/*i18n*/ { id: "quotation.selectPlanPage.selectPlan", message: "Select Plan" })}</h1>
      {quotationNo && (
        <p className={cx(text.body1, text.secondary, styles.lead)}>
          {t(/*i18n*/ { id: "quotation.applicantLinkPage.quotationNumber", message: "Quotation number:" })}{" "}
          <strong>{quotationNo}</strong>
        </p>
      )}
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
      ) : plans.data.members.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button variant="text" inheritColor size="small" onClick={() => go(stepPath("members"), "Previous")}>
              {t(/*i18n*/ { id: "quotation.selectPlanPage.addMembers", message: "Add members" })}
            </Button>
          }
        >
          {t(
            /*i18n*/ {
              id: "quotation.selectPlanPage.addMembersFirstEach",
              message: "Add the members first: each plan is priced for the people it covers.",
            },
          )}
        </Alert>
      ) : (
        <>
          <p className={cx(text.body1, styles.lead)}>
            {t(
              /*i18n*/ {
                id: "quotation.selectPlanPage.eachPlanPricedMember",
                message:
                  "Each plan is priced for the {count} member(s) of this application, for a year of cover. Tick two or three plans to compare them benefit by benefit.",
                values: { count: plans.data.members.length },
              },
            )}
          </p>
          {tpa != null && <TpaLinks tpa={tpa} />}
          <PlanChoiceError choose={choose} />
          <div
            className={styles.plans}
            style={{ "--plan-columns": Math.min(plans.data.plans.length, 3) } as React.CSSProperties}
          >
            {plans.data.plans.map((priced) => (
              <PlanCard
                key={priced.plan.code}
                priced={priced}
                members={plans.data.members}
                chosen={priced.plan.code === plans.data.selected}
                choosing={choose.isPending}
                compared={compared.includes(priced.plan.code)}
                canCompare={compared.length < COMPARE_MAX_PLANS}
                onChoose={() => choose.mutate(priced.plan.code)}
                onCompare={(on) => toggleCompare(priced.plan.code, on)}
              />
            ))}
          </div>
          <div className={styles.compareBar}>
            <Button
              variant="outlined"
              disabled={compared.length < COMPARE_MIN_PLANS}
              onClick={() => navigate(comparePlansPath(compared))}
            >
              {t(/*i18n*/ { id: "quotation.selectPlanPage.compareSelectedPlans", message: "Compare selected plans" })}
            </Button>
            <p className={cx(text.body2, text.secondary, styles.hint)} role="status">
              {compared.length < COMPARE_MIN_PLANS
                ? t(
                    /*i18n*/ {
                      id: "quotation.selectPlanPage.tickLeastPlansCompare",
                      message: "Tick at least {min} plans to compare them.",
                      values: { min: COMPARE_MIN_PLANS },
                    },
                  )
                : t(
                    /*i18n*/ {
                      id: "quotation.selectPlanPage.plansTicked",
                      message: "{count} plans ticked.",
                      values: { count: compared.length },
                    },
                  )}
            </p>
          </div>
          <QuotationActions quotationId={quotationId} disabled={choose.isPending} />
        </>
      )}
      <div className={styles.steps}>
        <Button variant="outlined" size="large" onClick={() => go(previousPath("plan"), "Previous")}>
          {t(/*i18n*/ { id: "quotation.reviewStep.previous", message: "Previous" })}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={!plans.data || plans.data.members.length === 0 || choose.isPending}
          onClick={() => go(nextPath("plan"), "Next")}
        >
          {t(/*i18n*/ { id: "quotation.memberDetailsPage.saveProceed", message: "Save & Proceed" })}
        </Button>
      </div>
    </>
  );
}
