import { type ComponentProps, type ComponentType, lazy, Suspense, useMemo, useState } from "react";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { LoadBoundary } from "../../../ui/load-boundary";
import { retryableImport } from "../../../ui/plain/retryable-import";
import type MemberDialogType from "./member-dialog";
import type RemoveMemberDialogType from "./remove-member-dialog";

/*
 * The member dialog and the remove question load on their first opening, not with step 2: React Aria's modal, the
 * combobox and the member form are not part of the list's first paint. Pointing at or focusing a button that opens
 * one fetches its code, so a press usually opens it at once.
 */
const loadMemberDialog = retryableImport(() => import("./member-dialog"));
const loadRemoveDialog = retryableImport(() => import("./remove-member-dialog"));

export const prefetchMemberDialog = () => void loadMemberDialog().catch(() => undefined);
export const prefetchRemoveDialog = () => void loadRemoveDialog().catch(() => undefined);

/** A dialog whose code loads when it is first shown; if it cannot be loaded, the page says so and offers to try again. */
function LazyDialog<P extends object>({
  load,
  props,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
}) {
  const { t } = useText();
  const [attempt, setAttempt] = useState(0);
  // A failed lazy component stays failed: each attempt is a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is what makes a new component.
  const Dialog = useMemo(() => lazy(load), [load, attempt]);
  const failed = (
    <ErrorAlert onRetry={() => setAttempt((n) => n + 1)}>
      {t(
        /*i18n*/ {
          id: "quotation.lazyMemberDialogs.windowCouldNotLoaded",
          message: "This window could not be loaded. Check your connection and try again.",
        },
      )}
    </ErrorAlert>
  );
  return (
    <LoadBoundary key={attempt} failed={failed}>
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    </LoadBoundary>
  );
}

export function MemberDialog(props: ComponentProps<typeof MemberDialogType>) {
  return <LazyDialog load={loadMemberDialog} props={props} />;
}

export function RemoveMemberDialog(props: ComponentProps<typeof RemoveMemberDialogType>) {
  return <LazyDialog load={loadRemoveDialog} props={props} />;
}
