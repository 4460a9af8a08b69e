import { CONDITION_STATES, EARLIEST_DIAGNOSIS_DATE, type IsoDate } from "@pp/domain";
import { useText } from "../../i18n/use-text";
import { DateField } from "../plain/date-field";
import { RadioGroup } from "../plain/radio-group";
import { TextField } from "../plain/text-field";
import { SectionCard } from "../section-card";
import styles from "./declaration.module.css";
import type { PathErrors } from "./path-errors";

/** One "yes" being detailed, as typed (the date as its ISO day, YYYY-MM-DD, or "" for none). */
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
      <TextField
        label={t(/*i18n*/ { id: "ui.yesAnswerDetails.conditionReason", message: "Condition or reason" })}
        {...field("condition")}
      />
      <div className={styles.date}>
        {/* The portal's DD/MM/YYYY field, typed or chosen: a browser's own date field reads a date in the order of its
            own locale (15/06/2018 became 06/12/2018 in an en-US browser). */}
        <DateField
          label={t(/*i18n*/ { id: "ui.yesAnswerDetails.dateDiagnosedHappened", message: "Date diagnosed or happened" })}
          {...field("diagnosed_on")}
          inputRef={null}
          window={{ min: EARLIEST_DIAGNOSIS_DATE, max: today }}
          typed
        />
      </div>
      <TextField
        label={t(/*i18n*/ { id: "ui.yesAnswerDetails.treatmentOperation", message: "Treatment or operation" })}
        multiline
        {...field("treatment")}
      />
      <RadioGroup
        {...field("current_state")}
        label={t(/*i18n*/ { id: "ui.yesAnswerDetails.currentState", message: "Current state" })}
        options={CONDITION_STATES}
        value={CONDITION_STATES.find((s) => s.value === draft.current_state)?.value ?? null}
        column
      />
    </SectionCard>
  );
}
