/** Joins the class names that apply: `cx(styles.root, error && styles.error)`. */
export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(" ");
