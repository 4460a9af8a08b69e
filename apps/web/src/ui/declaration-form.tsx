import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useText } from "../i18n/use-text";
import styles from "./declaration-form.module.css";
import { Button } from "./plain/button";
import card from "./plain/card.module.css";
import { Checkbox } from "./plain/checkbox";
import { cx } from "./plain/class-names";

type DeclarationFormProps = {
  /** What the customer confirms by ticking. */
  declaration: string;
  /** Why the tick is needed, read with the checkbox. */
  hint: string;
  pending: boolean;
  onFinalize: () => void;
  /** Messages shown above the declaration (the last attempt's error, a reopened application). */
  children?: ReactNode;
  /** Optional choices under the declaration, apart from it (a marketing opt-in); not needed to finalize. */
  optional?: ReactNode;
};

/**
 * The accuracy and consent declaration to tick before "Finalize", for new business and renewals alike. Plain elements
 * and CSS, so the customer's renewal shows it without MUI.
 */
export function DeclarationForm({ declaration, hint, pending, onFinalize, children, optional }: DeclarationFormProps) {
  const { t } = useText();
  const [accepted, setAccepted] = useState(false);
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (accepted) onFinalize();
  };

  return (
    <form noValidate onSubmit={submit} className={cx(card.card, styles.form)}>
      {children}
      <Checkbox checked={accepted} onChange={setAccepted} label={declaration} required describedBy={hintId} />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {optional}
      <div className={styles.actions}>
        <Button
          type="submit"
          size="large"
          disabled={!accepted}
          loading={pending}
          loadingPosition="start"
          className={styles.finalize}
        >
          {pending
            ? t(/*i18n*/ { id: "ui.declarationForm.pleaseWait", message: "Please Wait..." })
            : t(/*i18n*/ { id: "ui.declarationForm.finalize", message: "Finalize" })}
        </Button>
      </div>
    </form>
  );
}
