import { type ComponentProps, type ReactNode, useId } from "react";
import { Link, type LinkProps } from "../link";
import styles from "./button.module.css";
import { cx } from "./class-names";
import { Spinner } from "./spinner";
import { SvgIcon } from "./svg-icon";

type Look = {
  /** MUI's contained (the default), outlined or text button. */
  variant?: "contained" | "outlined" | "text";
  size?: "small" | "medium" | "large";
  fullWidth?: boolean;
  /** Takes the surrounding text colour (a text button inside an alert). */
  inheritColor?: boolean;
  /** "error": a step that cannot be undone, such as cancelling a policy (MUI's `color="error"`). */
  color?: "primary" | "error";
};

/** An icon before the label (MUI's `startIcon`): the path of a Material icon. */
type WithStartIcon = { startIcon?: string | undefined };

/** MUI's start icon: 18 px on a small button, 20 px otherwise, tucked towards the edge. */
function StartIcon({ path, size }: { path: string | undefined; size: Look["size"] }) {
  if (!path) return null;
  return <SvgIcon path={path} size={size === "small" ? 18 : 20} className={styles.startIcon} />;
}

type ButtonProps = Omit<ComponentProps<"button">, "type"> &
  Look &
  WithStartIcon & {
    type?: "button" | "submit";
    /** Disables the button and shows a spinner in place of the label, like MUI's `loading`. */
    loading?: boolean;
    /** "start": the spinner before the label, which stays readable (a label that says what is happening). */
    loadingPosition?: "center" | "start";
  };

/** The classes that give any element a button's look (a link component of another module's making). */
export const buttonLook = ({
  variant = "contained",
  size = "medium",
  fullWidth = false,
  inheritColor = false,
  color = "primary",
}: Look) =>
  cx(
    styles.button,
    styles[variant],
    size !== "medium" && styles[size],
    fullWidth && styles.fullWidth,
    inheritColor && styles.inherit,
    color === "error" && styles.error,
  );

/** A button that looks like MUI's, for screens that do not load MUI. */
export function Button({
  type = "button",
  variant,
  size,
  fullWidth,
  inheritColor,
  color,
  loading = false,
  loadingPosition = "center",
  startIcon,
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
        buttonLook({ variant, size, fullWidth, inheritColor, color }),
        loading && styles[loadingPosition === "start" ? "loadingStart" : "loading"],
        className,
      )}
    >
      {loading && (
        <span className={styles.indicator}>
          <Spinner size={16} labelledBy={rest.id ?? id} inheritColor />
        </span>
      )}
      {!(loading && loadingPosition === "start") && <StartIcon path={startIcon} size={size} />}
      {children}
    </button>
  );
}

/** A link's props drawn as a button: the look's classes, and the start icon before its children. */
function asButton<P extends Look & WithStartIcon & { className?: string | undefined; children?: ReactNode }>({
  variant,
  size,
  fullWidth,
  inheritColor,
  color,
  className,
  startIcon,
  children,
  ...rest
}: P) {
  return {
    ...rest,
    className: cx(buttonLook({ variant, size, fullWidth, inheritColor, color }), className),
    children: (
      <>
        <StartIcon path={startIcon} size={size} />
        {children}
      </>
    ),
  };
}

/** A link to another screen that looks like a button (MUI's Button with `component={RouterLink}`). */
export function LinkButton(props: LinkProps & Look & WithStartIcon) {
  return <Link {...asButton(props)} />;
}

/** A link to a document or another site that looks like a button (MUI's Button with `href`). */
export function AnchorButton(props: ComponentProps<"a"> & Look & WithStartIcon) {
  return <a {...asButton(props)} />;
}
