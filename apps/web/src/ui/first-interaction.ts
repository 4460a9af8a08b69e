import { useSyncExternalStore } from "react";

/** What counts as the visitor starting to use the page: a press, a key, or the focus entering something. */
const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

let interacted = typeof document === "undefined";
const waiting = new Set<() => void>();

function interact() {
  interacted = true;
  for (const type of INTERACTIONS) document.removeEventListener(type, interact, true);
  for (const callback of waiting) callback();
  waiting.clear();
}

if (!interacted) for (const type of INTERACTIONS) document.addEventListener(type, interact, true);

/**
 * Calls `callback` on the visitor's first press, key or focus on the page (at once if that has happened). Code that a
 * page does not need to show itself (a calendar) loads then: a phone's first seconds go to painting the page, and the
 * code is there by the time the visitor reaches the field.
 */
export function onFirstInteraction(callback: () => void): () => void {
  if (interacted) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

const subscribe = (changed: () => void) => onFirstInteraction(changed);

/** Whether the visitor has pressed, typed or focused anything on the page yet; renders again when they first do. */
export function useFirstInteraction(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => interacted,
    () => false,
  );
}
