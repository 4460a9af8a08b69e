import { Component, type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { useText } from "../i18n/use-text";
import { DateFieldPlaceholder } from "./date-field-placeholder";
import type { DateFieldView } from "./date-field-view";
import { ErrorAlert } from "./error-alert";

type Boundary = { failed: ReactNode; children: ReactNode };

/** Shows `failed` instead of its children once they threw (the calendar's code did not load). */
class LoadBoundary extends Component<Boundary, { error: boolean }> {
  override state = { error: false };
  static getDerivedStateFromError() {
    return { error: true };
  }
  override render() {
    return this.state.error ? this.props.failed : this.props.children;
  }
}

/**
 * A date field whose calendar (`load`: MUI X and its theme) loads when the field first renders, behind the placeholder
 * that looks the same. If the calendar's code cannot be loaded (a lost connection), the field stays where it was with
 * the date already chosen, and says so: Try again, or a press on the field, loads it again — the form and what was
 * typed elsewhere stay as they are.
 */
export function LazyDatePicker({
  view,
  load,
}: {
  view: DateFieldView;
  load: () => Promise<ComponentType<DateFieldView>>;
}) {
  const { t } = useText();
  const [attempt, setAttempt] = useState(0);
  // A failed lazy component stays failed: each attempt is a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is what makes a new component.
  const Picker = useMemo(() => lazy(async () => ({ default: await load() })), [load, attempt]);
  const retry = () => setAttempt((n) => n + 1);
  const placeholder = <DateFieldPlaceholder {...view} />;
  const failed = (
    <>
      <DateFieldPlaceholder
        {...view}
        setOpen={(open) => {
          view.setOpen(open);
          retry();
        }}
      />
      <ErrorAlert onRetry={retry}>
        {t("The calendar could not be loaded. Check your connection and try again.")}
      </ErrorAlert>
    </>
  );
  return (
    <LoadBoundary key={attempt} failed={failed}>
      <Suspense fallback={placeholder}>
        <Picker {...view} />
      </Suspense>
    </LoadBoundary>
  );
}
