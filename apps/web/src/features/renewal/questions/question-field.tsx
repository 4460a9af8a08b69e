import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { DECLARATION_DETAILS_MAX, type RenewalQuestion } from "@pp/domain";
import { useId } from "react";
import { useText } from "../../../i18n/use-text";

export type AnswerDraft = { answer: boolean | null; details: string };

type QuestionFieldProps = {
  question: RenewalQuestion;
  value: AnswerDraft;
  error?: string;
  onChange: (value: AnswerDraft) => void;
};

/**
 * One question for one member: Yes or No, and a details box when the answer is not the expected one (the server
 * then requires details). The question is the group's legend; the message is tied by aria-describedby.
 */
export function QuestionField({ question, value, error, onChange }: QuestionFieldProps) {
  const { t } = useText();
  const id = useId();
  const legendId = `${id}-legend`;
  const messageId = `${id}-message`;
  const detailsId = `${id}-details`;
  const needsDetails = value.answer !== null && value.answer !== question.expectedAnswer;
  return (
    <FormControl
      component="fieldset"
      margin="normal"
      fullWidth
      required
      error={Boolean(error)}
      data-invalid={error ? "true" : undefined}
    >
      <FormLabel component="legend" id={legendId} sx={{ color: "text.primary" }}>
        {question.text}
      </FormLabel>
      <RadioGroup
        row
        name={id}
        value={value.answer === null ? "" : value.answer ? "yes" : "no"}
        aria-labelledby={legendId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        onChange={(_event, raw) => onChange({ ...value, answer: raw === "yes" })}
      >
        <FormControlLabel value="yes" control={<Radio />} label={t("Yes")} />
        <FormControlLabel value="no" control={<Radio />} label={t("No")} />
      </RadioGroup>
      {needsDetails && (
        <FormControl fullWidth margin="dense" error={Boolean(error)}>
          <InputLabel htmlFor={detailsId}>{t("Details")}</InputLabel>
          <OutlinedInput
            id={detailsId}
            label={t("Details")}
            multiline
            minRows={2}
            value={value.details}
            onChange={(event) => onChange({ ...value, details: event.target.value })}
            inputProps={{
              maxLength: DECLARATION_DETAILS_MAX,
              "aria-describedby": error ? messageId : undefined,
            }}
          />
        </FormControl>
      )}
      {error && <FormHelperText id={messageId}>{error}</FormHelperText>}
    </FormControl>
  );
}
