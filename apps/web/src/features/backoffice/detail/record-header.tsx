import type { ReactNode } from "react";
import { LinkButton } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import styles from "./record.module.css";

/** The Material icon arrow back (its @mui/icons-material path). */
const ARROW_BACK_ICON = "M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z";

type RecordHeaderProps = {
  title: string;
  /** Product, status and the like, as chips. */
  chips?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  back: { label: string; to: string };
};

/** The top of a detail page: the way back, the number as the title, its state and what can be done with it. */
export function RecordHeader({ title, chips, subtitle, actions, back }: RecordHeaderProps) {
  return (
    <header className={styles.header}>
      <LinkButton variant="text" to={back.to} startIcon={ARROW_BACK_ICON} className={styles.back}>
        {back.label}
      </LinkButton>
      <h1 className={cx(text.h1, styles.title)}>{title}</h1>
      {chips && <div className={styles.chips}>{chips}</div>}
      {subtitle && <p className={cx(text.body1, text.secondary, styles.subtitle)}>{subtitle}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
