import { useText } from "../../../i18n/use-text";
import { ProgressSteps } from "../../../ui/progress-steps";
import { useQuotationJourney } from "../journey/quotation-journey-context";

/** The purchase steps of the product's journey. */
export function QuotationStepper({ activeIndex }: { activeIndex: number }) {
  const { t } = useText();
  const { journey } = useQuotationJourney();
  return (
    <ProgressSteps
      steps={journey.steps}
      activeIndex={activeIndex}
      label={t(/*i18n*/ { id: "quotation.stepper.applicationSteps", message: "Application steps" })}
    />
  );
}
