import type { CSSProperties, ReactNode } from "react";

const hidden: CSSProperties = {
  border: 0,
  clip: "rect(0 0 0 0)",
  height: 1,
  margin: -1,
  overflow: "hidden",
  padding: 0,
  position: "absolute",
  whiteSpace: "nowrap",
  width: 1,
};

/** Text for screen readers only, e.g. "(opens in a new tab)". */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={hidden}>{children}</span>;
}
