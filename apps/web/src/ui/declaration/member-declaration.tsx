import { bodyMassIndex, HEIGHT_CM, type MedicalQuestion, questionApplies, WEIGHT_KG } from "@pp/domain";
import { useText } from "../../i18n/use-text";
import { Name } from "../isolated-value";
import { cx } from "../plain/class-names";
import { RadioGroup } from "../plain/radio-group";
import { TextField } from "../plain/text-field";
import text from "../plain/typography.module.css";
import { SectionCard } from "../section-card";
import styles from "./declaration.module.css";
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
  // Height and weight: whole numbers of up to three digits, anything else dropped as it is typed.
  const measureField = (field: "height" | "weight", apiField: "height_cm" | "weight_kg", label: string) => (
    <div className={styles.measure}>
      <TextField
        name={`${path}.${apiField}`}
        label={label}
        value={member[field]}
        onChange={(value) => onChange({ ...member, [field]: value.replace(/\D/g, "") })}
        inputMode="numeric"
        maxLength={3}
        problem={errors[`${path}.${apiField}`]}
        required
      />
    </div>
  );
  return (
    <SectionCard
      title={
        <>
          {index + 1}. <Name>{member.name}</Name>
        </>
      }
    >
      <div className={styles.measures}>
        {measureField(
          "height",
          "height_cm",
          t(/*i18n*/ { id: "ui.memberDeclaration.heightCm", message: "Height (cm)" }),
        )}
        {measureField(
          "weight",
          "weight_kg",
          t(/*i18n*/ { id: "ui.memberDeclaration.weightKg", message: "Weight (kg)" }),
        )}
        <p className={cx(text.body1, text.secondary, styles.bmi)} aria-live="polite">
          {measured
            ? t(
                /*i18n*/ {
                  id: "ui.memberDeclaration.bmi",
                  message: "BMI {value}",
                  values: { value: bodyMassIndex(height, weight).toFixed(1) },
                },
              )
            : t(/*i18n*/ { id: "ui.memberDeclaration.bmiShowsOnceBoth", message: "BMI shows once both are entered" })}
        </p>
      </div>
      {questions
        .filter((q) => questionApplies(q, member.gender))
        .map((q) => (
          <RadioGroup
            key={q.id}
            name={`${path}.answers.${q.id}`}
            label={q.text}
            options={YES_NO}
            value={member.answers[q.id] === undefined ? null : member.answers[q.id] ? "yes" : "no"}
            problem={errors[`${path}.answers.${q.id}`]}
            onChange={(answer) => onChange({ ...member, answers: { ...member.answers, [q.id]: answer === "yes" } })}
            required
          />
        ))}
    </SectionCard>
  );
}

/** A Yes or No to each question (labels translated by the group). */
const YES_NO = [
  { value: "yes", label: /*i18n*/ { id: "ui.declarationSummary.yes", message: "Yes" } },
  { value: "no", label: /*i18n*/ { id: "ui.memberDeclaration.no", message: "No" } },
] as const;
