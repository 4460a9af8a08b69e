import type { CSSProperties, ReactNode } from "react";
import { useText } from "../i18n/use-text";

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

/** Tells a screen reader that the link before it opens a new tab, in the page's language. */
export function OpensInNewTab() {
  const { t } = useText();
  return (
    <VisuallyHidden>
      {" "}
      {t(/*i18n*/ { id: "ui.visuallyHidden.opensNewTab", message: "(opens in a new tab)" })}
    </VisuallyHidden>
  );
}
