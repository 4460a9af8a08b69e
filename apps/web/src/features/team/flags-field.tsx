import { PARTNER_FLAG_WORDS, type PartnerFlag } from "@pp/domain";
import type { Control, FieldValues, Path, PathValue } from "react-hook-form";
import { useText } from "../../i18n/use-text";
import { useFieldWiring } from "../../ui/field-wiring";
import { Checkbox } from "../../ui/plain/checkbox";
import { cx } from "../../ui/plain/class-names";
import { useFormField } from "../../ui/use-form-field";
import styles from "./team.module.css";

type FlagsFieldProps<T extends FieldValues & { flags: PartnerFlag[] }> = {
  control: Control<T>;
  /** What the partner itself may use: a user is given some of these, never more. */
  offered: readonly PartnerFlag[];
};

/** The products and services a user may use, as ticks among the partner's own. */
export function FlagsField<T extends FieldValues & { flags: PartnerFlag[] }>({ control, offered }: FlagsFieldProps<T>) {
  const { t } = useText();
  const field = useFormField(control, "flags" as Path<T>);
  const { helperId, helper, wrong } = useFieldWiring({ problem: field.problem });
  const chosen = (field.value ?? []) as PartnerFlag[];
  const toggle = (flag: PartnerFlag, on: boolean) =>
    field.onChange(offered.filter((f) => (f === flag ? on : chosen.includes(f))) as PathValue<T, Path<T>>);
  return (
    <fieldset className={cx(styles.flags, wrong && styles.flagsWrong)} aria-describedby={helper ? helperId : undefined}>
      <legend className={styles.flagsLegend}>
        {t(/*i18n*/ { id: "team.flags.legend", message: "Products and services" })}
      </legend>
      <div className={styles.flagOptions}>
        {offered.map((flag, index) => (
          <Checkbox
            key={flag}
            label={t(PARTNER_FLAG_WORDS[flag])}
            checked={chosen.includes(flag)}
            onChange={(on) => toggle(flag, on)}
            onBlur={field.onBlur}
            inputRef={index === 0 ? field.inputRef : undefined}
          />
        ))}
      </div>
      {helper && (
        <p id={helperId} className={styles.flagsProblem}>
          {helper}
        </p>
      )}
    </fieldset>
  );
}
