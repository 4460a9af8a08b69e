/** What counts as the visitor starting to use the page: a press, a key, or the focus entering something. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Settles on the visitor's first press, key or focus on the page. Code that a page does not need to show itself (a
 * calendar) loads then: a phone's first seconds go to painting the page, and the code is there by the time the visitor
 * reaches the field. What waits on it runs after the event, never in the middle of it, so that whatever it changes
 * cannot pull the pressed element from under the press.
 */
export const firstInteraction = new Promise<void>((resolve) => {
  if (typeof document === "undefined") {
    resolve();
    return;
  }
  const interact = () => {
    for (const type of INTERACTIONS) document.removeEventListener(type, interact, true);
    resolve();
  };
  for (const type of INTERACTIONS) document.addEventListener(type, interact, true);
});

/** Calls `callback` once the visitor has begun to use the page (soon, if they already have). */
export function onFirstInteraction(callback: () => void) {
  void firstInteraction.then(callback);
}
