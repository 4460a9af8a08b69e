import { type ComponentType, lazy, Suspense, useMemo, useState } from "react";
import { useText } from "../../i18n/use-text";
import { LoadBoundary } from "../../ui/load-boundary";
import { Icon } from "../../ui/plain/icons";
import styles from "./lazy-top-bar-search.module.css";

const searchRoom = <div className={styles.searchRoom} />;

/**
 * The top bar's search (`load`: its own chunk) in the room it takes while it arrives, so the bar does not shift. If its
 * code cannot be loaded (a lost connection), the page stays as it is and the room offers to load it again, instead of
 * the route's error page replacing what the partner was doing.
 */
export function LazyTopBarSearch({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  const { t } = useText();
  const [attempt, setAttempt] = useState(0);
  // A failed lazy component stays failed: each attempt is a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is what makes a new component.
  const TopBarSearch = useMemo(() => lazy(load), [load, attempt]);
  const label = t(
    /*i18n*/ { id: "app.lazyTopBarSearch.searchCouldNotLoaded", message: "The search could not be loaded. Try again" },
  );
  const failed = (
    <button
      type="button"
      className={`${styles.searchRoom} ${styles.retry}`}
      aria-label={label}
      title={label}
      onClick={() => setAttempt((n) => n + 1)}
    >
      <Icon name="search" />
      <span className={styles.retryText}>{label}</span>
    </button>
  );
  return (
    <LoadBoundary key={attempt} failed={failed}>
      <Suspense fallback={searchRoom}>
        <TopBarSearch />
      </Suspense>
    </LoadBoundary>
  );
}
