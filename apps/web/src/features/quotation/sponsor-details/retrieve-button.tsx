import { type ComponentType, useState } from "react";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { Button } from "../../../ui/plain/button";
import { retryableImport } from "../../../ui/plain/retryable-import";
import styles from "./retrieve-button.module.css";

type Dialog = ComponentType<{ onClose: () => void }>;

const loadDialog = retryableImport(() => import("./retrieve-dialog"));
/** Hovering or focusing the button fetches the dialog's code, so a press usually opens it at once. */
const prefetch = () => void loadDialog().catch(() => undefined);

/**
 * "Retrieve your application" and its dialog, whose code loads on the first press. The button spins while it loads;
 * if it cannot be loaded (a lost connection), the page says so and offers to try again — the form keeps what was typed.
 */
export function RetrieveButton() {
  const { t } = useText();
  const [state, setState] = useState<"shut" | "loading" | "failed" | { Dialog: Dialog }>("shut");
  const open = () => {
    setState("loading");
    loadDialog().then(
      (module) => setState({ Dialog: module.RetrieveDialog }),
      () => setState("failed"),
    );
  };
  return (
    <>
      <Button
        variant="outlined"
        loading={state === "loading"}
        onClick={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {t(/*i18n*/ { id: "quotation.retrieveButton.retrieveApplication", message: "Retrieve your application" })}
      </Button>
      {state === "failed" && (
        <div className={styles.failed}>
          <ErrorAlert onRetry={open}>
            {t(
              /*i18n*/ {
                id: "quotation.retrieveButton.retrievalFormCouldNot",
                message: "The retrieval form could not be loaded. Check your connection and try again.",
              },
            )}
          </ErrorAlert>
        </div>
      )}
      {typeof state === "object" && <state.Dialog onClose={() => setState("shut")} />}
    </>
  );
}
