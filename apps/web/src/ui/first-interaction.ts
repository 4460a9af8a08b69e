/** What counts as the visitor using the page: a press, a key, or the focus entering something. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * How long the visitor must leave the page alone, once they have begun to use it, before code it does not need yet
 * loads: running a calendar's code takes a phone a few hundred milliseconds, which must not land between two keys.
 */
const QUIET_MS = 500;

/**
 * Settles once the visitor has begun to use the page and then paused (half a second without a press or a key). Code that a page does not need to show itself (a calendar)
 * loads then: a phone's first seconds go to painting the page, its next ones to what the visitor types, and the code
 * is there by the time they reach the field. What waits on it runs after the event, never in the middle of it, so that
 * whatever it changes cannot pull the pressed element from under the press.
 */
export const firstInteraction = new Promise<void>((resolve) => {
  if (typeof document === "undefined") {
    resolve();
    return;
  }
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    clearTimeout(quiet);
    for (const type of INTERACTIONS) document.removeEventListener(type, interact, true);
    resolve();
  };
  const interact = () => {
    clearTimeout(quiet);
    quiet = setTimeout(settle, QUIET_MS);
  };
  for (const type of INTERACTIONS) document.addEventListener(type, interact, true);
});

/** Calls `callback` once the visitor has begun to use the page and paused. */
export function onFirstInteraction(callback: () => void) {
  void firstInteraction.then(callback);
}
