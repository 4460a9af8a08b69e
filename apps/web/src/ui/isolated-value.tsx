import type { ReactNode } from "react";
import styles from "./isolated-value.module.css";

/**
 * A value that always reads left to right, whole and on one line, also inside Arabic text: a masked mobile
 * ("055•••••67", whose digits a right-to-left line would otherwise swap around the dots), a policy or quotation number
 * ("BP-2026-000014", which would otherwise break after "BP-"), an e-mail address, an amount ("AED 1,234.50").
 */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className={styles.value}>
      {children}
    </bdi>
  );
}

/**
 * A person's or a company's name: isolated in the direction of its own first letter (an Arabic name right to left,
 * "Omar H." left to right with its full stop at its end) and kept on one line.
 */
export function Name({ children }: { children: ReactNode }) {
  return <bdi className={styles.value}>{children}</bdi>;
}
