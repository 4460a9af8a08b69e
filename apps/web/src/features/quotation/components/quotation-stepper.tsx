import { QUOTATION_STEPS } from "@pp/domain";
import { ProgressSteps } from "../../../ui/progress-steps";

/** The five purchase steps. */
export function QuotationStepper({ activeIndex }: { activeIndex: number }) {
  return <ProgressSteps steps={QUOTATION_STEPS} activeIndex={activeIndex} label="Application steps" />;
}
