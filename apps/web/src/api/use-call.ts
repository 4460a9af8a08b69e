import { useCallback, useEffect, useRef, useState } from "react";

/** Where the call is, as TanStack Query's mutations say it: one flag true at a time, the answer or error with it. */
type CallState<T> =
  | { isIdle: true; isPending: false; isSuccess: false; data: undefined; error: null }
  | { isIdle: false; isPending: true; isSuccess: false; data: undefined; error: null }
  | { isIdle: false; isPending: false; isSuccess: true; data: T; error: null }
  | { isIdle: false; isPending: false; isSuccess: false; data: undefined; error: Error };

const IDLE = { isIdle: true, isPending: false, isSuccess: false, data: undefined, error: null } as const;
const PENDING = { isIdle: false, isPending: true, isSuccess: false, data: undefined, error: null } as const;

type Callbacks<T> = { onSuccess?: (data: T) => void; onError?: (error: Error) => void };

/**
 * One server call a page makes on the visitor's word (sign in, verify a code, ask for a reset link), with its pending
 * state, answer and error: what TanStack Query's `useMutation` gives, for the pages a visitor opens before signing in,
 * whose first load carries no TanStack Query (decision 066). A call made while one is pending is ignored (no double
 * submit); the callbacks of a call run only while the page is shown and no later call or `reset` replaced it, and never
 * retry (as the portal's mutations do not).
 */
export function useCall<I, T>(call: (input: I) => Promise<T>) {
  const [state, setState] = useState<CallState<T>>(IDLE);
  const latest = useRef(0);
  const pending = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    (input: I, { onSuccess, onError }: Callbacks<T> = {}) => {
      if (pending.current) return;
      pending.current = true;
      const id = ++latest.current;
      setState(PENDING);
      const current = () => mounted.current && id === latest.current;
      // A call that throws before it returns a promise fails like one that rejects: the page shows the error and can
      // call again, rather than staying pending for good.
      let running: Promise<T>;
      try {
        running = call(input);
      } catch (thrown) {
        running = Promise.reject(thrown);
      }
      running.then(
        (data) => {
          pending.current = false;
          if (!current()) return;
          setState({ isIdle: false, isPending: false, isSuccess: true, data, error: null });
          onSuccess?.(data);
        },
        (thrown: unknown) => {
          pending.current = false;
          if (!current()) return;
          const error = thrown instanceof Error ? thrown : new Error(String(thrown));
          setState({ isIdle: false, isPending: false, isSuccess: false, data: undefined, error });
          onError?.(error);
        },
      );
    },
    [call],
  );

  const reset = useCallback(() => {
    latest.current++;
    pending.current = false;
    setState(IDLE);
  }, []);

  return { ...state, mutate, reset };
}
