import type { ReactNode } from "react";
import { Accordion } from "../../../ui/plain/accordion";

type DocumentPanelProps = {
  title: string;
  /** The heading level of the title in the page outline. */
  heading: "h2" | "h3";
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  children: ReactNode;
};

/** One accordion panel of step 3; its content is a region named by the title. */
export function DocumentPanel({ title, heading, expanded, onToggle, children }: DocumentPanelProps) {
  return (
    <Accordion title={title} heading={heading === "h2" ? 2 : 3} expanded={expanded} onToggle={onToggle}>
      {children}
    </Accordion>
  );
}
