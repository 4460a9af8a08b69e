import { type DecisionView, formatAed, type MemberView, type RuleHit, UNDERWRITING_DECISION_LABELS } from "@pp/domain";
import { translateMessage } from "../i18n/i18n";
import { useText } from "../i18n/use-text";
import { formatDateTime } from "./format";
import { Name } from "./isolated-value";
import { cx } from "./plain/class-names";
import table from "./plain/table.module.css";
import text from "./plain/typography.module.css";
import styles from "./underwriting-parts.module.css";

const NONE_WORDS = /*i18n*/ { id: "ui.underwritingParts.none", message: "None" };

/** The rules an application met, each with the member and the answer that triggered it. */
export function RuleHits({ hits }: { hits: readonly RuleHit[] }) {
  const { t, language } = useText();
  if (hits.length === 0)
    return (
      <p className={cx(text.body1, text.secondary, styles.plain)}>
        {t(
          /*i18n*/ {
            id: "ui.underwritingParts.noRuleReferredApplication",
            message: "No rule referred this application.",
          },
        )}
      </p>
    );
  return (
    <ul
      aria-label={t(/*i18n*/ { id: "ui.underwritingParts.whyReferred", message: "Why it was referred" })}
      className={styles.list}
    >
      {hits.map((h) => (
        <li key={`${h.member_id}-${h.rule_code}`}>
          <strong>{h.member_name}</strong>: {language === "ar" ? h.description_ar : h.description}
          {h.outcome === "decline"
            ? ` — ${t(/*i18n*/ { id: "ui.underwritingParts.declineRecommended", message: "decline recommended" })}`
            : ""}
          . <em>{language === "ar" ? h.trigger_ar : h.trigger}</em>
        </li>
      ))}
    </ul>
  );
}

/** Every decision of the underwriters on the application, oldest first. */
export function DecisionHistory({ decisions }: { decisions: readonly DecisionView[] }) {
  const { t, tNodes } = useText();
  if (decisions.length === 0) return null;
  return (
    <ol
      aria-label={t(/*i18n*/ { id: "ui.underwritingParts.underwritingDecisions", message: "Underwriting decisions" })}
      className={styles.list}
    >
      {decisions.map((d) => (
        <li key={d.decided_at}>
          {tNodes(
            /*i18n*/ { id: "ui.underwritingParts.byOn", message: "{decision} by {underwriter} on {date}" },
            {
              decision: <strong>{translateMessage(UNDERWRITING_DECISION_LABELS[d.kind])}</strong>,
              underwriter: d.underwriter_name,
              date: formatDateTime(d.decided_at),
            },
          )}
          {d.terms && d.terms.length > 0 && (
            <>
              {" "}
              —{" "}
              {d.terms
                .map(
                  (term) =>
                    `${term.member_name}: ${[
                      term.loading_percent > 0
                        ? t(
                            /*i18n*/ {
                              id: "ui.underwritingParts.premiumLoading",
                              message: "loading {percent}%",
                              values: { percent: term.loading_percent },
                            },
                          )
                        : "",
                      term.exclusion
                        ? t(
                            /*i18n*/ {
                              id: "ui.underwritingParts.exclusion",
                              message: "exclusion: {exclusion}",
                              values: { exclusion: term.exclusion },
                            },
                          )
                        : "",
                    ]
                      .filter(Boolean)
                      .join("; ")}`,
                )
                .join(" · ")}
            </>
          )}
          {d.note && <p className={cx(text.body2, styles.note)}>“{d.note}”</p>}
        </li>
      ))}
    </ol>
  );
}

const memberName = (m: Pick<MemberView, "first_name" | "family_name">) => `${m.first_name} ${m.family_name}`;

/** Each member's premium from the rates, the underwriter's loading and exclusion, and the premium to pay. */
export function TermsTable({ members }: { members: readonly MemberView[] }) {
  const { t } = useText();
  return (
    <div className={table.container}>
      <table
        className={table.table}
        aria-label={t(
          /*i18n*/ { id: "ui.underwritingParts.underwritingTermsPerMember", message: "Underwriting terms per member" },
        )}
      >
        <thead>
          <tr>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "ui.underwritingParts.member", message: "Member" })}
            </th>
            <th className={cx(table.cell, table.head, table.end)}>
              {t(/*i18n*/ { id: "ui.underwritingParts.ratedPremium", message: "Rated premium" })}
            </th>
            <th className={cx(table.cell, table.head, table.end)}>
              {t(/*i18n*/ { id: "ui.underwritingParts.loading", message: "Loading" })}
            </th>
            <th className={cx(table.cell, table.head, table.end)}>
              {t(/*i18n*/ { id: "ui.underwritingParts.premium", message: "Premium" })}
            </th>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "ui.underwritingParts.exclusion2", message: "Exclusion" })}
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.member_sno}>
              <td className={table.cell}>
                <Name>{memberName(m)}</Name>
              </td>
              <td className={cx(table.cell, table.end)}>{formatAed(m.base_premium_fils ?? m.premium_fils)}</td>
              <td className={cx(table.cell, table.end)}>
                {m.loading_percent ? `${m.loading_percent}%` : t(NONE_WORDS)}
              </td>
              <td className={cx(table.cell, table.end)}>{formatAed(m.premium_fils)}</td>
              <td className={table.cell}>{m.exclusion ?? t(NONE_WORDS)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
