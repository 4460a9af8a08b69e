import type { Words } from "@pp/domain";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { Link } from "../../../ui/link";
import { Alert } from "../../../ui/plain/alert";
import text from "../../../ui/plain/typography.module.css";
import { RENEWAL_PATHS } from "../renewal-paths";

/** 401 on a renewal call: the 30-minute permission the search granted has ended (or this browser never had one). */
export const isRenewalSessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

type RenewalErrorProps = {
  error: Error;
  /**
   * Said, already in the page's language, when the error carries no message of the server's (a network failure, an
   * unexpected answer).
   */
  fallback: string;
  onRetry?: () => void;
  /** Where a 409 (the step before this one is not done) sends the customer: the policy details or the questions. */
  conflictLink?: ConflictStep;
};

/** The steps a step done out of order sends the customer back to. */
type ConflictStep = "details" | "questions";
const CONFLICT_LINK_WORDS: Record<ConflictStep, Words> = {
  details: /*i18n*/ { id: "renewal.error.goPolicyDetails", message: "Go to Policy Details" },
  questions: /*i18n*/ { id: "renewal.error.goDeclarationQuestions", message: "Go to the declaration questions" },
};

/**
 * A failed renewal call, with a way forward (Errors): an ended permission links back to the search,
 * a step done out of order links to the step before, anything else can be retried.
 */
export function RenewalError({ error, fallback, onRetry, conflictLink }: RenewalErrorProps) {
  const { t } = useText();
  if (isRenewalSessionEnded(error)) {
    return (
      <Alert severity="warning">
        {error.message}{" "}
        <Link className={text.link} to={RENEWAL_PATHS.search}>
          {t(/*i18n*/ { id: "renewal.error.searchPolicy", message: "Search for your policy" })}
        </Link>
      </Alert>
    );
  }
  if (error instanceof ApiError && error.status === 409 && conflictLink) {
    return (
      <Alert severity="warning">
        {error.message}{" "}
        <Link className={text.link} to={RENEWAL_PATHS[conflictLink]}>
          {t(CONFLICT_LINK_WORDS[conflictLink])}
        </Link>
      </Alert>
    );
  }
  const known = error instanceof ApiError && error.status > 0 && error.status < 500;
  return (
    <ErrorAlert onRetry={known ? undefined : onRetry}>
      {error instanceof ApiError ? error.message : fallback}
    </ErrorAlert>
  );
}
