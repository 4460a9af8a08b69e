import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import { CONDITION_STATES, type IsoDate } from "@pp/domain";
import { useId } from "react";
import { useText } from "../../i18n/use-text";
import { SectionCard } from "../section-card";
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
  const id = useId();
  const error = (field: keyof DetailsDraft) => errors[`${path}.${field}`];
  const set = (field: keyof DetailsDraft) => (value: string) => onChange({ ...draft, [field]: value });
  return (
    <SectionCard title={title}>
      <TextField
        label={t("Condition or reason")}
        value={draft.condition}
        onChange={(e) => set("condition")(e.target.value)}
        error={Boolean(error("condition"))}
        helperText={error("condition")}
        required
        fullWidth
        margin="normal"
      />
      <TextField
        label={t("Date diagnosed or happened")}
        type="date"
        value={draft.diagnosed_on}
        onChange={(e) => set("diagnosed_on")(e.target.value)}
        error={Boolean(error("diagnosed_on"))}
        helperText={error("diagnosed_on")}
        required
        margin="normal"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, min: "1900-01-01" } }}
        sx={{ width: { xs: "100%", sm: 260 } }}
      />
      <TextField
        label={t("Treatment or operation")}
        value={draft.treatment}
        onChange={(e) => set("treatment")(e.target.value)}
        error={Boolean(error("treatment"))}
        helperText={error("treatment")}
        required
        fullWidth
        multiline
        minRows={2}
        margin="normal"
      />
      <FormControl component="fieldset" margin="normal" error={Boolean(error("current_state"))} required>
        <FormLabel component="legend" id={`${id}-state`}>
          {t("Current state")}
        </FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-state`}
          value={draft.current_state}
          onChange={(e) => set("current_state")(e.target.value)}
        >
          {CONDITION_STATES.map((s) => (
            <FormControlLabel key={s.value} value={s.value} control={<Radio />} label={s.label} />
          ))}
        </RadioGroup>
        {error("current_state") && <FormHelperText>{error("current_state")}</FormHelperText>}
      </FormControl>
    </SectionCard>
  );
}
