import type { GetPolicyDetailResponse } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { policyDetailQueryOptions } from "../api/get-policy-detail";
import { LoadState } from "../detail/load-state";
import { policyBack } from "./policy-back";

/** A change's page: the policy of the address loaded (or not found, or failed) before the change's form shows. */
export function PolicyChangePage({ children }: { children: (policy: GetPolicyDetailResponse) => ReactNode }) {
  const { t } = useText();
  const { number = "" } = useParams();
  const result = useQuery(policyDetailQueryOptions(number));
  return (
    <LoadState
      result={result}
      noun={t(/*i18n*/ { id: "backoffice.policyDetailPage.noun", message: "policy" })}
      number={number}
      back={policyBack(t, number)}
    >
      {children}
    </LoadState>
  );
}

/**
 * What a refused change says above its button: the server's message when it names no field (fields show their own),
 * or a plain retry for a network failure. Everything typed and chosen stays on the page.
 */
export function useSaveError(error: Error | null) {
  const { t } = useText();
  if (!error) return null;
  if (!(error instanceof ApiError))
    return t(
      /*i18n*/ {
        id: "backoffice.policyChangePage.changeCouldNotSaved",
        message: "The change could not be saved. Please try again.",
      },
    );
  return Object.keys(error.fieldErrors).length === 0 ? error.message : null;
}
