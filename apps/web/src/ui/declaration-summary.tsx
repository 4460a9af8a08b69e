import { bodyMassIndex, CONDITION_STATES, type DeclarationResponse, formatDisplayDate } from "@pp/domain";
import type { ReactNode } from "react";
import { useText } from "../i18n/use-text";
import styles from "./declaration/declaration.module.css";
import { Details } from "./details";
import { Name } from "./isolated-value";
import text from "./plain/typography.module.css";

const conditionStateLabel = (value: string) => CONDITION_STATES.find((s) => s.value === value)?.label ?? value;

/**
 * A medical declaration as the partner and the underwriter read it: per member height, weight and BMI, then every
 * Yes with its details, or "No to every question".
 */
export function DeclarationSummary({ declaration }: { declaration: DeclarationResponse }) {
  const { t } = useText();
  return (
    <>
      {declaration.members.map((m, index) => {
        const yes = declaration.questions.filter((q) => m.answers[q.id] === true);
        const measured =
          m.height_cm !== null && m.weight_kg !== null
            ? `${m.height_cm} cm, ${m.weight_kg} kg (BMI ${bodyMassIndex(m.height_cm, m.weight_kg).toFixed(1)})`
            : "—";
        const items: [string, ReactNode][] = [
          [t(/*i18n*/ { id: "ui.declarationSummary.heightWeight", message: "Height and weight" }), measured],
        ];
        if (yes.length === 0)
          items.push([
            t(/*i18n*/ { id: "ui.declarationSummary.answers", message: "Answers" }),
            m.height_cm === null
              ? t(/*i18n*/ { id: "ui.declarationSummary.notAnsweredYet", message: "Not answered yet" })
              : "No to every question",
          ]);
        for (const q of yes) {
          const d = m.details[q.id];
          items.push([
            q.text,
            d
              ? t(
                  /*i18n*/ {
                    id: "ui.declarationSummary.yesSince",
                    message: "Yes: {condition}, since {date}; {treatment}; {state}",
                    values: {
                      condition: d.condition,
                      date: formatDisplayDate(d.diagnosed_on),
                      treatment: d.treatment,
                      state: conditionStateLabel(d.current_state),
                    },
                  },
                )
              : t(/*i18n*/ { id: "ui.declarationSummary.yes", message: "Yes" }),
          ]);
        }
        return (
          <article key={m.id} className={styles.summaryMember}>
            <h3 className={text.h3}>
              {index + 1}. <Name>{m.name}</Name>
            </h3>
            <Details items={items} />
          </article>
        );
      })}
    </>
  );
}
