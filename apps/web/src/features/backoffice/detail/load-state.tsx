import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue } from "react";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { PageLoader } from "../../../ui/page-loader";
import { BackofficeNotFound } from "../backoffice-not-found";

type LoadStateProps<T> = {
  result: UseQueryResult<T>;
  /** "quotation" or "policy". */
  noun: string;
  number: string;
  back: { label: string; to: string };
  children: (data: T) => ReactNode;
};

/** Loading, "not found" (also for another partner's record, which the server answers alike), error with retry. */
export function LoadState<T>({ result, noun, number, back, children }: LoadStateProps<T>) {
  const { t } = useText();
  // The record is drawn in a render React may pause, so a long record does not hold a phone's main thread in one task.
  const data = useDeferredValue(result.data);
  if (result.isError) {
    if (result.error instanceof ApiError && result.error.status === 404) {
      const title = t(
        /*i18n*/ {
          id: "backoffice.loadState.notFound",
          message: "{noun} not found",
          values: { noun: `${noun[0]!.toUpperCase()}${noun.slice(1)}` },
        },
      );
      return (
        <BackofficeNotFound
          title={title}
          message={t(
            /*i18n*/ {
              id: "backoffice.loadState.noYoursNumberCheck",
              message: "No {noun} of yours has the number {number}. Check the number, or find the {noun} in the list.",
              values: {
                noun,
                number,
              },
            },
          )}
          back={back}
        />
      );
    }
    return (
      <ErrorAlert onRetry={() => void result.refetch()}>
        {t(
          /*i18n*/ {
            id: "backoffice.loadState.couldNotLoaded",
            message: "The {noun} could not be loaded.",
            values: { noun },
          },
        )}{" "}
        {result.error instanceof ApiError
          ? result.error.message
          : t(/*i18n*/ { id: "backoffice.dashboardSection.pleaseTryAgain", message: "Please try again." })}
      </ErrorAlert>
    );
  }
  if (data === undefined)
    return (
      <PageLoader
        label={t(/*i18n*/ { id: "backoffice.loadState.loading", message: "Loading the {noun}", values: { noun } })}
      />
    );
  return <>{children(data)}</>;
}
