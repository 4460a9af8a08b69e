import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import {
  formatAed,
  loadedPremium,
  MAX_LOADING_PERCENT,
  type QuotationStatus,
  quoteTotals,
  type UnderwritingCase,
  type UnderwritingDecisionKind,
  type UnderwritingDecisionRequest,
} from "@pp/domain";
import { useForm, useWatch } from "react-hook-form";
import { ApiError } from "../../../api/client";
import { msg, translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { Ltr, Name } from "../../../ui/isolated-value";
import { SectionCard } from "../../../ui/section-card";
import { useFormField } from "../../../ui/use-form-field";
import { useDecide } from "../api/underwriting-queries";
import { DecisionTextField } from "./decision-text-field";
import { type DecisionValues, decisionDefaults, decisionResolver } from "./decision-values";

const KIND_LABELS: Record<UnderwritingDecisionKind, string> = {
  accept: msg("Accept (as it is, or with a loading or an exclusion per member)"),
  ask_info: msg("Ask the partner for more information"),
  decline: msg("Decline"),
};

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
    <SectionCard title={t("Decision")}>
      <RadioGroup
        aria-label={t("Decision")}
        name={kindField.name}
        value={kind}
        onChange={(e) => kindField.onChange(e.target.value as UnderwritingDecisionKind)}
      >
        {(Object.keys(KIND_LABELS) as UnderwritingDecisionKind[]).map((k) => (
          <FormControlLabel key={k} value={k} control={<Radio />} label={translateMessage(KIND_LABELS[k])} />
        ))}
      </RadioGroup>
      {kind === "accept" && (
        <Box sx={{ mt: 2 }}>
          {c.members.map((m, index) => (
            <Box
              key={m.member_sno}
              component="fieldset"
              sx={{ border: 0, p: 0, m: 0, mb: 2, display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center" }}
            >
              <Typography component="legend" sx={{ fontWeight: 600, width: "100%" }}>
                <Name>
                  {m.first_name} {m.family_name}
                </Name>
                : <Ltr>{formatAed(m.premium_fils)}</Ltr> → <span aria-live="polite">{formatAed(priced[index]!)}</span>
              </Typography>
              <DecisionTextField
                control={control}
                name={`terms.${index}.loading`}
                label={t("Premium loading % for {first_name} {family_name}", {
                  first_name: m.first_name,
                  family_name: m.family_name,
                })}
                type="number"
                size="small"
                slotProps={{ htmlInput: { min: 0, max: MAX_LOADING_PERCENT, step: 5 } }}
                hint={t("0 for none")}
                sx={{ width: 260 }}
              />
              <DecisionTextField
                control={control}
                name={`terms.${index}.exclusion`}
                label={t("Exclusion for {first_name} {family_name}", {
                  first_name: m.first_name,
                  family_name: m.family_name,
                })}
                size="small"
                hint={t("Empty for none")}
                sx={{ flex: 1, minWidth: 240 }}
              />
            </Box>
          ))}
          <Typography sx={{ mb: 2 }}>
            {t("Amount due with these terms:")} <strong>{formatAed(quoteTotals(priced).total)}</strong>
          </Typography>
        </Box>
      )}
      <DecisionTextField
        control={control}
        name="note"
        label={
          kind === "ask_info"
            ? t("What the partner must provide")
            : kind === "decline"
              ? t("Reason for declining")
              : t("Note to the partner (optional)")
        }
        multiline
        minRows={3}
        fullWidth
        hint={t("The partner receives it by e-mail and on the application.")}
        sx={{ mt: 1 }}
      />
      {decide.error && (
        <Box sx={{ mt: 2 }}>
          <ErrorAlert>
            {decide.error instanceof ApiError
              ? decide.error.message
              : t("The decision could not be recorded. Please try again.")}
          </ErrorAlert>
        </Box>
      )}
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 2 }}>
        <Button variant="contained" size="large" onClick={() => void submit()} disabled={decide.isPending}>
          {decide.isPending ? t("Please Wait...") : t("Record the decision")}
        </Button>
      </Box>
    </SectionCard>
  );
}
