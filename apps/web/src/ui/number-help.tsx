import { useEffect, useId, useRef, useState } from "react";
import styles from "./number-help.module.css";
import iconButton from "./plain/icon-button.module.css";
import { usePressOutside } from "./plain/use-press-outside";

/** MUI's InfoOutlined icon. */
const INFO =
  "M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8";

type NumberHelpProps = {
  /** The button's accessible name, e.g. "Numbers to use without an Emirates ID". */
  label: string;
  values: readonly { value: string; label: string }[];
};

/**
 * The values to enter for a person without the document yet (helper placeholders), in a tooltip that describes its
 * button. Opens on hover, focus or tap, so it also works on touch screens. A press only opens it (it closes on a press
 * elsewhere, on leaving or on Escape): a toggle would close it again when the hover's open fires just before the press
 * lands. Plain elements, so a form built without MUI (step 1) shows it without loading MUI.
 */
export function NumberHelp({ label, values }: NumberHelpProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);

  usePressOutside(root, open, () => setOpen(false));
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  return (
    <span
      ref={root}
      className={styles.root}
      onPointerEnter={(event) => event.pointerType === "mouse" && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setOpen(false)}
    >
      <button
        type="button"
        className={iconButton.iconButton}
        aria-label={label}
        aria-describedby={open ? id : undefined}
        onClick={() => setOpen(true)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={INFO} />
        </svg>
      </button>
      {open && (
        <span role="tooltip" id={id} className={styles.tooltip}>
          <ul className={styles.list}>
            {values.map((p) => (
              <li key={p.value}>
                {p.value} – {p.label}
              </li>
            ))}
          </ul>
        </span>
      )}
    </span>
  );
}
