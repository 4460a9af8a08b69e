import {
  formatAed,
  loadedPremium,
  MAX_LOADING_PERCENT,
  type QuotationStatus,
  quoteTotals,
  type UnderwritingCase,
  type UnderwritingDecisionKind,
  type UnderwritingDecisionRequest,
  type Words,
} from "@pp/domain";
import { useForm, useWatch } from "react-hook-form";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { Ltr, Name } from "../../../ui/isolated-value";
import { Button } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import { RadioGroup } from "../../../ui/plain/radio-group";
import text from "../../../ui/plain/typography.module.css";
import { SectionCard } from "../../../ui/section-card";
import { useFormField } from "../../../ui/use-form-field";
import { useDecide } from "../api/underwriting-queries";
import styles from "../underwriting.module.css";
import { DecisionTextField } from "./decision-text-field";
import { type DecisionValues, decisionDefaults, decisionResolver } from "./decision-values";

const DECISION_WORDS = /*i18n*/ { id: "underwriting.decisionForm.decision", message: "Decision" };

/** The decisions' labels, in the order the choice shows them. */
const KIND_WORDS: Record<UnderwritingDecisionKind, Words> = {
  accept: /*i18n*/ {
    id: "underwriting.decisionForm.acceptLoadingExclusionPer",
    message: "Accept (as it is, or with a loading or an exclusion per member)",
  },
  ask_info: /*i18n*/ {
    id: "underwriting.decisionForm.askPartnerMoreInformation",
    message: "Ask the partner for more information",
  },
  decline: /*i18n*/ { id: "underwriting.decisionForm.decline", message: "Decline" },
};

const KINDS = Object.keys(KIND_WORDS) as UnderwritingDecisionKind[];

/** The underwriter's decision; checked with the domain's own rule before it is sent, and again by the server. */
export function DecisionForm({ c, onDecided }: { c: UnderwritingCase; onDecided: (status: QuotationStatus) => void }) {
  const { t } = useText();
  const { control, handleSubmit } = useForm<DecisionValues, unknown, UnderwritingDecisionRequest>({
    resolver: decisionResolver(c),
    defaultValues: decisionDefaults(c),
  });
  const kindField = useFormField(control, "kind");
  const kind = kindField.value;
  const terms = useWatch({ control, name: "terms" });
  const decide = useDecide(c.quotation_id);

  const submit = handleSubmit((decision) => decide.mutate(decision, { onSuccess: ({ status }) => onDecided(status) }));

  const priced = c.members.map((m, index) => {
    const loading = Number(terms[index]?.loading);
    return Number.isInteger(loading) && loading >= 0 && loading <= MAX_LOADING_PERCENT
      ? loadedPremium(m.premium_fils, loading)
      : m.premium_fils;
  });
  return (
    <SectionCard title={t(DECISION_WORDS)}>
      <RadioGroup
        label={t(DECISION_WORDS)}
        hiddenLegend
        column
        name={kindField.name}
        value={kind}
        onChange={(k) => kindField.onChange(k)}
        problem={undefined}
        options={KINDS.map((value) => ({ value, label: t(KIND_WORDS[value]) }))}
      />
      {kind === "accept" && (
        <div className={styles.spaced}>
          {c.members.map((m, index) => (
            <fieldset key={m.member_sno} className={styles.member}>
              <legend className={cx(text.body1, styles.memberName)}>
                <Name>
                  {m.first_name} {m.family_name}
                </Name>
                : <Ltr>{formatAed(m.premium_fils)}</Ltr> → <span aria-live="polite">{formatAed(priced[index]!)}</span>
              </legend>
              <div className={styles.loading}>
                <DecisionTextField
                  control={control}
                  name={`terms.${index}.loading`}
                  label={t(
                    /*i18n*/ {
                      id: "underwriting.decisionForm.premiumLoading",
                      message: "Premium loading % for {first_name} {family_name}",
                      values: {
                        first_name: m.first_name,
                        family_name: m.family_name,
                      },
                    },
                  )}
                  type="number"
                  size="small"
                  min={0}
                  max={MAX_LOADING_PERCENT}
                  step={5}
                  hint={t(/*i18n*/ { id: "underwriting.decisionForm.loadingHint", message: "0 for none" })}
                />
              </div>
              <div className={styles.exclusion}>
                <DecisionTextField
                  control={control}
                  name={`terms.${index}.exclusion`}
                  label={t(
                    /*i18n*/ {
                      id: "underwriting.decisionForm.exclusion",
                      message: "Exclusion for {first_name} {family_name}",
                      values: {
                        first_name: m.first_name,
                        family_name: m.family_name,
                      },
                    },
                  )}
                  size="small"
                  hint={t(/*i18n*/ { id: "underwriting.decisionForm.exclusionHint", message: "Empty for none" })}
                />
              </div>
            </fieldset>
          ))}
          <p className={cx(text.body1, styles.due)}>
            {t(
              /*i18n*/ { id: "underwriting.decisionForm.amountDueTheseTerms", message: "Amount due with these terms:" },
            )}{" "}
            <strong>{formatAed(quoteTotals(priced).total)}</strong>
          </p>
        </div>
      )}
      <div className={styles.note}>
        <DecisionTextField
          control={control}
          name="note"
          label={
            kind === "ask_info"
              ? t(
                  /*i18n*/ {
                    id: "underwriting.decisionForm.whatPartnerMustProvide",
                    message: "What the partner must provide",
                  },
                )
              : kind === "decline"
                ? t(/*i18n*/ { id: "underwriting.decisionForm.reasonDeclining", message: "Reason for declining" })
                : t(
                    /*i18n*/ {
                      id: "underwriting.decisionForm.notePartnerOptional",
                      message: "Note to the partner (optional)",
                    },
                  )
          }
          multiline
          minRows={3}
          hint={t(
            /*i18n*/ {
              id: "underwriting.decisionForm.partnerReceivesEMail",
              message: "The partner receives it by e-mail and on the application.",
            },
          )}
        />
      </div>
      {decide.error && (
        <div className={styles.spaced}>
          <ErrorAlert>
            {decide.error instanceof ApiError
              ? decide.error.message
              : t(
                  /*i18n*/ {
                    id: "underwriting.decisionForm.decisionCouldNotRecorded",
                    message: "The decision could not be recorded. Please try again.",
                  },
                )}
          </ErrorAlert>
        </div>
      )}
      <div className={styles.submit}>
        <Button size="large" onClick={() => void submit()} disabled={decide.isPending}>
          {decide.isPending
            ? t(/*i18n*/ { id: "underwriting.decisionForm.pleaseWait", message: "Please Wait..." })
            : t(/*i18n*/ { id: "underwriting.decisionForm.recordDecision", message: "Record the decision" })}
        </Button>
      </div>
    </SectionCard>
  );
}
