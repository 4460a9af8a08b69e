import { RENEWAL_STEPS } from "@pp/domain";
import { ProgressSteps } from "../../../ui/progress-steps";

/** The three-step renewal progress bar: Search policy, Policy Details, Payment. */
export function RenewalStepper({ activeIndex }: { activeIndex: number }) {
  return <ProgressSteps steps={RENEWAL_STEPS} activeIndex={activeIndex} label="Renewal steps" />;
}
