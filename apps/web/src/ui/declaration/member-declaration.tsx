import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { bodyMassIndex, HEIGHT_CM, type MedicalQuestion, questionApplies, WEIGHT_KG } from "@pp/domain";
import { useId } from "react";
import { useText } from "../../i18n/use-text";
import { SectionCard } from "../section-card";
import type { PathErrors } from "./path-errors";

/** What the form holds for one member: numbers as typed, answers as chosen (undefined until chosen). */
export type MemberAnswers = {
  id: number;
  name: string;
  gender: number | null;
  height: string;
  weight: string;
  answers: Record<string, boolean | undefined>;
};

type MemberDeclarationProps = {
  index: number;
  member: MemberAnswers;
  questions: readonly MedicalQuestion[];
  errors: PathErrors;
  onChange(member: MemberAnswers): void;
};

/** One member's height, weight (with the BMI they give) and a Yes/No for every question put to them. */
export function MemberDeclaration({ index, member, questions, errors, onChange }: MemberDeclarationProps) {
  const { t } = useText();
  const path = `members.${index}`;
  const height = Number(member.height);
  const weight = Number(member.weight);
  const measured =
    Number.isInteger(height) && height >= HEIGHT_CM.min && height <= HEIGHT_CM.max && weight >= WEIGHT_KG.min;
  return (
    <SectionCard title={`${index + 1}. ${member.name}`}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 2 }}>
        <TextField
          label={t("Height (cm)")}
          value={member.height}
          onChange={(e) => onChange({ ...member, height: e.target.value.replace(/\D/g, "") })}
          slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 3 } }}
          error={Boolean(errors[`${path}.height_cm`])}
          helperText={errors[`${path}.height_cm`]}
          required
          sx={{ width: { xs: "100%", sm: 180 } }}
        />
        <TextField
          label={t("Weight (kg)")}
          value={member.weight}
          onChange={(e) => onChange({ ...member, weight: e.target.value.replace(/\D/g, "") })}
          slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 3 } }}
          error={Boolean(errors[`${path}.weight_kg`])}
          helperText={errors[`${path}.weight_kg`]}
          required
          sx={{ width: { xs: "100%", sm: 180 } }}
        />
        <Typography sx={{ alignSelf: "center" }} color="text.secondary" aria-live="polite">
          {measured
            ? t("BMI {value}", { value: bodyMassIndex(height, weight).toFixed(1) })
            : t("BMI shows once both are entered")}
        </Typography>
      </Box>
      {questions
        .filter((q) => questionApplies(q, member.gender))
        .map((q) => (
          <YesNo
            key={q.id}
            label={q.text}
            value={member.answers[q.id]}
            error={errors[`${path}.answers.${q.id}`]}
            onChange={(answer) => onChange({ ...member, answers: { ...member.answers, [q.id]: answer } })}
          />
        ))}
    </SectionCard>
  );
}

function YesNo(props: { label: string; value: boolean | undefined; error?: string; onChange(v: boolean): void }) {
  const { t } = useText();
  const id = useId();
  return (
    <FormControl component="fieldset" margin="normal" error={Boolean(props.error)} required fullWidth>
      <FormLabel component="legend" id={`${id}-label`}>
        {props.label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        aria-describedby={props.error ? `${id}-error` : undefined}
        value={props.value === undefined ? "" : props.value ? "yes" : "no"}
        onChange={(e) => props.onChange(e.target.value === "yes")}
      >
        <FormControlLabel value="yes" control={<Radio />} label={t("Yes")} />
        <FormControlLabel value="no" control={<Radio />} label={t("No")} />
      </RadioGroup>
      {props.error && <FormHelperText id={`${id}-error`}>{props.error}</FormHelperText>}
    </FormControl>
  );
}
