import styles from "./top-bar.module.css";

/** The room the fixed top bar covers, at the top of what scrolls under it (the page, the sidebar). */
export function ToolbarSpace() {
  return <div className={styles.space} />;
}
