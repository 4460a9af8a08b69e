import { type RefObject, useEffect } from "react";

/**
 * While `active`, a press anywhere outside `inside` calls `onOutside` (a menu, a tooltip or a list of results closing
 * when the visitor presses elsewhere on the page).
 */
export function usePressOutside(inside: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void) {
  useEffect(() => {
    if (!active) return;
    const pressed = (event: PointerEvent) => {
      if (!inside.current?.contains(event.target as Node)) onOutside();
    };
    document.addEventListener("pointerdown", pressed);
    return () => document.removeEventListener("pointerdown", pressed);
  }, [inside, active, onOutside]);
}
