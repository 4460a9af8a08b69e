import { useText } from "../../i18n/use-text";
import { Link } from "../link";
import styles from "./edit-link.module.css";

/** MUI's Edit icon. */
const EDIT =
  "M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z";

/** "Edit" with its pencil, a text button that goes to the step where a part is changed; its name says which part. */
export function EditLink({ to, what, onClick }: { to: string; what: string; onClick?: () => void }) {
  const { t } = useText();
  return (
    <Link
      to={to}
      onClick={onClick}
      className={styles.edit}
      aria-label={t(/*i18n*/ { id: "ui.editLink.edit", message: "Edit {what}", values: { what } })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={EDIT} />
      </svg>
      {t(/*i18n*/ { id: "ui.editLink.edit2", message: "Edit" })}
    </Link>
  );
}
