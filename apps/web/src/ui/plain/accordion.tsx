import type { ReactNode } from "react";
import { Button, Disclosure, DisclosurePanel, Heading } from "react-aria-components";
import styles from "./accordion.module.css";
import { ICON_PATHS } from "./icons";
import { SvgIcon } from "./svg-icon";

type AccordionProps = {
  title: string;
  /** The heading level of the title in the page's outline. */
  heading: 2 | 3;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  children: ReactNode;
};

/**
 * One panel that opens and closes under its heading (MUI's outlined Accordion), on React Aria's Disclosure: the
 * heading holds a button that says whether the panel is open (`aria-expanded`, `aria-controls`), the panel is a region
 * named by it, and a closed panel keeps what was typed in it (hidden, not unmounted).
 */
export function Accordion({ title, heading, expanded, onToggle, children }: AccordionProps) {
  return (
    <Disclosure isExpanded={expanded} onExpandedChange={onToggle} className={styles.accordion}>
      <Heading level={heading} className={styles.heading}>
        <Button slot="trigger" className={styles.summary}>
          <span className={styles.title}>{title}</span>
          <SvgIcon path={ICON_PATHS.expandMore} className={styles.icon} />
        </Button>
      </Heading>
      <DisclosurePanel role="region" className={styles.details}>
        {children}
      </DisclosurePanel>
    </Disclosure>
  );
}
