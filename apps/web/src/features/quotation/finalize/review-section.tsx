import EditIcon from "@mui/icons-material/Edit";
import Button from "@mui/material/Button";
import type { QuotationStepKey } from "@pp/domain";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useText } from "../../../i18n/use-text";
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
  const { t } = useText();
  const { stepPath } = useQuotationJourney();
  const edit = editStep && (
    <Button
      component={RouterLink}
      to={stepPath(editStep)}
      onClick={() => setTempStatus("Previous")}
      startIcon={<EditIcon aria-hidden="true" />}
      aria-label={t("Edit {title}", { title })}
    >
      {t("Edit")}
    </Button>
  );
  return (
    <SectionCard title={title} action={edit}>
      {children}
    </SectionCard>
  );
}
