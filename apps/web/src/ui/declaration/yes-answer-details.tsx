import { CONDITION_STATES, type IsoDate } from "@pp/domain";
import { useText } from "../../i18n/use-text";
import { RadioGroup } from "../plain/radio-group";
import { TextField } from "../plain/text-field";
import { SectionCard } from "../section-card";
import styles from "./declaration.module.css";
import type { PathErrors } from "./path-errors";

/** One "yes" being detailed, as typed (the date as the browser's date field gives it, YYYY-MM-DD). */
export type DetailsDraft = { condition: string; diagnosed_on: string; treatment: string; current_state: string };

type YesAnswerDetailsProps = {
  title: string;
  path: string;
  draft: DetailsDraft;
  today: IsoDate;
  errors: PathErrors;
  onChange(draft: DetailsDraft): void;
};

export function YesAnswerDetails({ title, path, draft, today, errors, onChange }: YesAnswerDetailsProps) {
  const { t } = useText();
  const field = (name: keyof DetailsDraft) => ({
    name: `${path}.${name}`,
    value: draft[name],
    onChange: (value: string) => onChange({ ...draft, [name]: value }),
    problem: errors[`${path}.${name}`],
    required: true,
  });
  return (
    <SectionCard title={title}>
      <TextField label={t("Condition or reason")} {...field("condition")} />
      <div className={styles.date}>
        <TextField
          label={t("Date diagnosed or happened")}
          type="date"
          min="1900-01-01"
          max={today}
          {...field("diagnosed_on")}
        />
      </div>
      <TextField label={t("Treatment or operation")} multiline {...field("treatment")} />
      <RadioGroup
        {...field("current_state")}
        label={t("Current state")}
        options={CONDITION_STATES}
        value={CONDITION_STATES.find((s) => s.value === draft.current_state)?.value ?? null}
        column
      />
    </SectionCard>
  );
}
