import type { QuotationStepKey } from "@pp/domain";
import type { ReactNode } from "react";
import { EditLink } from "../../../ui/plain/edit-link";
import { SectionCard } from "../../../ui/section-card";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { setTempStatus } from "../wizard-storage";

type ReviewSectionProps = {
  title: string;
  /** The step where this part is changed; omitted for parts that cannot be edited. */
  editStep?: QuotationStepKey;
  children: ReactNode;
};

/** A titled part of the review with an "Edit" link back to the step that holds it. */
export function ReviewSection({ title, editStep, children }: ReviewSectionProps) {
  const { stepPath } = useQuotationJourney();
  const edit = editStep && <EditLink to={stepPath(editStep)} what={title} onClick={() => setTempStatus("Previous")} />;
  return (
    <SectionCard title={title} action={edit}>
      {children}
    </SectionCard>
  );
}
