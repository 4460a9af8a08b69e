import { type ComponentProps, useId } from "react";
import styles from "./button.module.css";
import { cx } from "./class-names";
import { Spinner } from "./spinner";

type ButtonProps = Omit<ComponentProps<"button">, "type"> & {
  type?: "button" | "submit";
  size?: "medium" | "large";
  fullWidth?: boolean;
  /** Disables the button and shows a spinner in place of the label, like MUI's `loading`. */
  loading?: boolean;
};

/** A contained primary button that looks like MUI's, for screens that do not load MUI. */
export function Button({
  type = "button",
  size = "medium",
  fullWidth = false,
  loading = false,
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const id = useId();
  return (
    <button
      id={id}
      {...rest}
      type={type === "submit" ? "submit" : "button"}
      disabled={disabled || loading}
      className={cx(
        styles.button,
        size === "large" && styles.large,
        fullWidth && styles.fullWidth,
        loading && styles.loading,
        className,
      )}
    >
      {loading && (
        <span className={styles.indicator}>
          <Spinner size={16} labelledBy={rest.id ?? id} inheritColor />
        </span>
      )}
      {children}
    </button>
  );
}
