import { DECLARATION_DETAILS_MAX, type RenewalQuestion } from "@pp/domain";
import { useId } from "react";
import { useText } from "../../../i18n/use-text";
import { RadioGroup } from "../../../ui/plain/radio-group";
import { TextField } from "../../../ui/plain/text-field";

export type AnswerDraft = { answer: boolean | null; details: string };

type QuestionFieldProps = {
  question: RenewalQuestion;
  value: AnswerDraft;
  error?: string;
  onChange: (value: AnswerDraft) => void;
};

const YES = "yes";
const NO = "no";

/**
 * One question for one member: Yes or No, and a details box when the answer is not the expected one (the server
 * then requires details). The question is the group's legend; the message is tied to both by aria-describedby.
 * Plain elements: the customer's renewal shows it without MUI.
 */
export function QuestionField({ question, value, error, onChange }: QuestionFieldProps) {
  const { t } = useText();
  const id = useId();
  const messageId = `${id}-message`;
  const needsDetails = value.answer !== null && value.answer !== question.expectedAnswer;
  return (
    <div data-invalid={error ? "true" : undefined}>
      <RadioGroup
        name={id}
        label={question.text}
        options={[
          { value: YES, label: t(/*i18n*/ { id: "renewal.reviewSections.yes", message: "Yes" }) },
          { value: NO, label: t(/*i18n*/ { id: "renewal.reviewSections.no", message: "No" }) },
        ]}
        value={value.answer === null ? null : value.answer ? YES : NO}
        onChange={(answer) => onChange({ ...value, answer: answer === YES })}
        problem={error}
        messageId={messageId}
        required
        strongLegend
      >
        {needsDetails && (
          <TextField
            name={`${id}-details`}
            label={t(/*i18n*/ { id: "renewal.questionField.details", message: "Details" })}
            value={value.details}
            onChange={(details) => onChange({ ...value, details })}
            problem={undefined}
            invalid={Boolean(error)}
            describedBy={error ? messageId : undefined}
            multiline
            maxLength={DECLARATION_DETAILS_MAX}
          />
        )}
      </RadioGroup>
    </div>
  );
}
