import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { type DecisionView, formatAed, type MemberView, type RuleHit, UNDERWRITING_DECISION_LABELS } from "@pp/domain";
import { translateMessage } from "../i18n/i18n";
import { useText } from "../i18n/use-text";
import { formatDateTime } from "./format";
import { Name } from "./isolated-value";

/** The rules an application met, each with the member and the answer that triggered it. */
export function RuleHits({ hits }: { hits: readonly RuleHit[] }) {
  const { t, language } = useText();
  if (hits.length === 0)
    return <Typography color="text.secondary">{t("No rule referred this application.")}</Typography>;
  return (
    <Box component="ul" aria-label={t("Why it was referred")} sx={{ m: 0, pl: 3 }}>
      {hits.map((h) => (
        <li key={`${h.member_id}-${h.rule_code}`}>
          <strong>{h.member_name}</strong>: {language === "ar" ? h.description_ar : h.description}
          {h.outcome === "decline" ? ` — ${t("decline recommended")}` : ""}.{" "}
          <em>{language === "ar" ? translateMessage(h.trigger_ar) : h.trigger}</em>
        </li>
      ))}
    </Box>
  );
}

/** Every decision of the underwriters on the application, oldest first. */
export function DecisionHistory({ decisions }: { decisions: readonly DecisionView[] }) {
  const { t, tNodes } = useText();
  if (decisions.length === 0) return null;
  return (
    <Box component="ol" aria-label={t("Underwriting decisions")} sx={{ m: 0, pl: 3 }}>
      {decisions.map((d) => (
        <li key={d.decided_at}>
          {tNodes("{decision} by {underwriter} on {date}", {
            decision: <strong>{translateMessage(UNDERWRITING_DECISION_LABELS[d.kind])}</strong>,
            underwriter: d.underwriter_name,
            date: formatDateTime(d.decided_at),
          })}
          {d.terms && d.terms.length > 0 && (
            <>
              {" "}
              —{" "}
              {d.terms
                .map(
                  (term) =>
                    `${term.member_name}: ${[
                      term.loading_percent > 0 ? t("loading {percent}%", { percent: term.loading_percent }) : "",
                      term.exclusion ? t("exclusion: {exclusion}", { exclusion: term.exclusion }) : "",
                    ]
                      .filter(Boolean)
                      .join("; ")}`,
                )
                .join(" · ")}
            </>
          )}
          {d.note && (
            <Typography component="p" variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
              “{d.note}”
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}

const memberName = (m: Pick<MemberView, "first_name" | "family_name">) => `${m.first_name} ${m.family_name}`;

/** Each member's premium from the rates, the underwriter's loading and exclusion, and the premium to pay. */
export function TermsTable({ members }: { members: readonly MemberView[] }) {
  const { t } = useText();
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-label={t("Underwriting terms per member")}>
        <TableHead>
          <TableRow>
            <TableCell>{t("Member")}</TableCell>
            <TableCell align="right">{t("Rated premium")}</TableCell>
            <TableCell align="right">{t("Loading")}</TableCell>
            <TableCell align="right">{t("Premium")}</TableCell>
            <TableCell>{t("Exclusion")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((m) => (
            <TableRow key={m.member_sno}>
              <TableCell>
                <Name>{memberName(m)}</Name>
              </TableCell>
              <TableCell align="right">{formatAed(m.base_premium_fils ?? m.premium_fils)}</TableCell>
              <TableCell align="right">{m.loading_percent ? `${m.loading_percent}%` : t("None")}</TableCell>
              <TableCell align="right">{formatAed(m.premium_fils)}</TableCell>
              <TableCell>{m.exclusion ?? t("None")}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
