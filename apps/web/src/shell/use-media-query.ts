import { useSyncExternalStore } from "react";

/** Whether the media query matches now, re-rendering when that changes (MUI's useMediaQuery without MUI). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    () => window.matchMedia(query).matches,
  );
}
