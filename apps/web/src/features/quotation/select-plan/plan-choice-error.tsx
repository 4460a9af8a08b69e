import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import type { useChoosePlan } from "../api/choose-plan";
import styles from "./select-plan.module.css";

/** Why the plan did not change (the server's message, e.g. a plan no longer offered), with Try again. */
export function PlanChoiceError({ choose }: { choose: ReturnType<typeof useChoosePlan> }) {
  const { t } = useText();
  if (!choose.isError) return null;
  return (
    <div className={styles.below}>
      <ErrorAlert onRetry={() => choose.variables && choose.mutate(choose.variables)}>
        {choose.error instanceof ApiError
          ? choose.error.message
          : t(
              /*i18n*/ {
                id: "quotation.planChoiceError.planCouldNotChanged",
                message: "The plan could not be changed. Please try again.",
              },
            )}
      </ErrorAlert>
    </div>
  );
}
