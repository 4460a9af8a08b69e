import { useCallback, useEffect, useState } from "react";
import { retryableImport } from "../../../../ui/plain/retryable-import";

export type CensusChecks = typeof import("./census-checks");

/** The census's checks (the member form's schemas, and zod), loaded once and asked for again after a failed load. */
export const loadCensusChecks = retryableImport(() => import("./census-checks"));

/**
 * The census's checks once a census is there to check (`wanted`): loaded after the page has painted, not with it. A
 * load that failed (a lost connection) says so (`failed`) and is tried again by `retry`; the kept census stays as it was.
 */
export function useCensusChecks(wanted: boolean, load: () => Promise<CensusChecks> = loadCensusChecks) {
  const [checks, setChecks] = useState<CensusChecks | null>(null);
  const [failed, setFailed] = useState(false);
  const start = useCallback(() => {
    setFailed(false);
    load().then(setChecks, () => setFailed(true));
  }, [load]);
  useEffect(() => {
    if (wanted && !checks) start();
  }, [wanted, checks, start]);
  return { checks, failed, retry: start };
}
