import { RENEWAL_STEPS } from "@pp/domain";
import { useText } from "../../../i18n/use-text";
import { ProgressSteps } from "../../../ui/progress-steps";

/** The three-step renewal progress bar: Search policy, Policy Details, Payment. */
export function RenewalStepper({ activeIndex }: { activeIndex: number }) {
  const { t } = useText();
  return (
    <ProgressSteps
      steps={RENEWAL_STEPS}
      activeIndex={activeIndex}
      label={t(/*i18n*/ { id: "renewal.stepper.renewalSteps", message: "Renewal steps" })}
    />
  );
}
