import { type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import { useText } from "../i18n/use-text";
import { DateFieldPlaceholder } from "./date-field-placeholder";
import type { DateFieldView } from "./date-field-view";
import { ErrorAlert } from "./error-alert";
import { firstInteraction } from "./first-interaction";
import { LoadBoundary } from "./load-boundary";

/**
 * The calendars already loaded, by their loader. A field that first renders after its calendar arrived (the company's
 * licence expiry once Company is chosen, a member's dialog) shows the calendar at once: a lazy component suspends on
 * its first render even when its code is there, and a press landing while the placeholder is swapped out would be lost.
 */
const loaded = new WeakMap<object, ComponentType<DateFieldView>>();

/**
 * Its children once the visitor has begun to use the page: until then the page has better things to do than run the
 * calendar's code. It suspends meanwhile, so the placeholder (the boundary's fallback) stays the same element from the
 * first render until the calendar replaces it, and a press or focus on it is never pulled from under the visitor.
 */
const AfterFirstInteraction = lazy(async () => {
  await firstInteraction;
  return { default: ({ children }: { children: ReactNode }) => children };
});

/**
 * A date field whose calendar (`load`: MUI X and its theme) loads once the field is drawn and the visitor has begun to
 * use the page, behind the placeholder that looks the same. If the calendar's code cannot be loaded (a lost connection), the field stays where it was with
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
  const Picker = useMemo(
    () =>
      lazy(async () => {
        const picker = await load();
        loaded.set(load, picker);
        return { default: picker };
      }),
    [load, attempt],
  );
  // Decided once, when the field first renders: switching trees later would mount the calendar anew.
  const [Ready] = useState(() => loaded.get(load));
  const retry = () => setAttempt((n) => n + 1);
  if (Ready) return <Ready {...view} />;
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
        <AfterFirstInteraction>
          <Picker {...view} />
        </AfterFirstInteraction>
      </Suspense>
    </LoadBoundary>
  );
}
