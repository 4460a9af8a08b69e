import styles from "./action-outcome.module.css";
import { ErrorAlert } from "./error-alert";
import { Alert } from "./plain/alert";

/**
 * What the last action on a page came to, above the page's content: a success said as a status (read out politely),
 * or the action's error with what to do next. A page that acts on rows in place (end a session, disable a user) keeps
 * its rows and shows this instead of leaving.
 */
export function ActionOutcome({ notice, error }: { notice: string | null; error: Error | null }) {
  return (
    <>
      {notice && (
        <Alert severity="success" role="status" className={styles.outcome}>
          {notice}
        </Alert>
      )}
      {error && (
        <div className={styles.outcome}>
          <ErrorAlert>{error.message}</ErrorAlert>
        </div>
      )}
    </>
  );
}
