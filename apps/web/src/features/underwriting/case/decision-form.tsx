import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import {
  formatAed,
  loadedPremium,
  MAX_LOADING_PERCENT,
  type QuotationStatus,
  quoteTotals,
  type UnderwritingCase,
  type UnderwritingDecisionKind,
  underwritingDecisionRequestSchema,
} from "@pp/domain";
import { useState } from "react";
import { ApiError } from "../../../api/client";
import { msg, translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { issuesByPath } from "../../../ui/declaration/path-errors";
import { ErrorAlert } from "../../../ui/error-alert";
import { Ltr, Name } from "../../../ui/isolated-value";
import { SectionCard } from "../../../ui/section-card";
import { useDecide } from "../api/underwriting-queries";

const KIND_LABELS: Record<UnderwritingDecisionKind, string> = {
  accept: msg("Accept (as it is, or with a loading or an exclusion per member)"),
  ask_info: msg("Ask the partner for more information"),
  decline: msg("Decline"),
};

type Terms = Record<number, { loading: string; exclusion: string }>;

/** The underwriter's decision; checked with the domain's own rule before it is sent, and again by the server. */
export function DecisionForm({ c, onDecided }: { c: UnderwritingCase; onDecided: (status: QuotationStatus) => void }) {
  const { t } = useText();
  const [kind, setKind] = useState<UnderwritingDecisionKind>("accept");
  const [terms, setTerms] = useState<Terms>(() =>
    Object.fromEntries(c.members.map((m) => [m.member_sno, { loading: "0", exclusion: "" }])),
  );
  const [note, setNote] = useState("");
  const [problems, setProblems] = useState<Record<string, string>>({});
  const decide = useDecide(c.quotation_id);

  /** The form as typed; the domain schema decides whether it is a decision the server would take. */
  const draft = (): unknown =>
    kind === "accept"
      ? {
          kind,
          note: note.trim() || null,
          members: c.members.map((m) => ({
            member_id: m.member_sno,
            loading_percent: terms[m.member_sno]?.loading.trim() === "" ? 0 : Number(terms[m.member_sno]?.loading),
            exclusion: terms[m.member_sno]?.exclusion.trim() || null,
          })),
        }
      : { kind, note };

  const submit = () => {
    const parsed = underwritingDecisionRequestSchema.safeParse(draft());
    if (!parsed.success) {
      setProblems(issuesByPath(parsed.error.issues));
      return;
    }
    setProblems({});
    decide.mutate(parsed.data, { onSuccess: ({ status }) => onDecided(status) });
  };

  const priced = c.members.map((m) => {
    const loading = Number(terms[m.member_sno]?.loading);
    return Number.isInteger(loading) && loading >= 0 && loading <= MAX_LOADING_PERCENT
      ? loadedPremium(m.premium_fils, loading)
      : m.premium_fils;
  });
  return (
    <SectionCard title={t("Decision")}>
      <RadioGroup
        aria-label={t("Decision")}
        value={kind}
        onChange={(e) => setKind(e.target.value as UnderwritingDecisionKind)}
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
              <TextField
                label={t("Premium loading % for {first_name} {family_name}", {
                  first_name: m.first_name,
                  family_name: m.family_name,
                })}
                type="number"
                size="small"
                value={terms[m.member_sno]?.loading ?? "0"}
                onChange={(e) =>
                  setTerms((t) => ({ ...t, [m.member_sno]: { ...t[m.member_sno]!, loading: e.target.value } }))
                }
                slotProps={{ htmlInput: { min: 0, max: MAX_LOADING_PERCENT, step: 5 } }}
                error={Boolean(problems[`members.${index}.loading_percent`])}
                helperText={problems[`members.${index}.loading_percent`] ?? t("0 for none")}
                sx={{ width: 260 }}
              />
              <TextField
                label={t("Exclusion for {first_name} {family_name}", {
                  first_name: m.first_name,
                  family_name: m.family_name,
                })}
                size="small"
                value={terms[m.member_sno]?.exclusion ?? ""}
                onChange={(e) =>
                  setTerms((t) => ({ ...t, [m.member_sno]: { ...t[m.member_sno]!, exclusion: e.target.value } }))
                }
                error={Boolean(problems[`members.${index}.exclusion`])}
                helperText={problems[`members.${index}.exclusion`] ?? t("Empty for none")}
                sx={{ flex: 1, minWidth: 240 }}
              />
            </Box>
          ))}
          <Typography sx={{ mb: 2 }}>
            {t("Amount due with these terms:")} <strong>{formatAed(quoteTotals(priced).total)}</strong>
          </Typography>
        </Box>
      )}
      <TextField
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
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={Boolean(problems.note)}
        helperText={problems.note ?? t("The partner receives it by e-mail and on the application.")}
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
        <Button variant="contained" size="large" onClick={submit} disabled={decide.isPending}>
          {decide.isPending ? t("Please Wait...") : t("Record the decision")}
        </Button>
      </Box>
    </SectionCard>
  );
}
