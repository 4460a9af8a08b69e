import { formatAed, type Language, type StatementTotals } from "@pp/domain";
import type { OutgoingMail } from "../../../mail/outbox";

/**
 * The partner's statement of a month, mailed to its owner (the partner's address) when issued, in the partner's
 * language first (decision 062). Keyed by the statement, so it is written once with it.
 */
export function statementIssuedMail(input: {
  statementId: number;
  period: string;
  partner: { name: string; email: string; language: Language };
  totals: StatementTotals;
}): OutgoingMail {
  const { totals: s } = input;
  return {
    key: `commission-statement:${input.statementId}`,
    to: input.partner.email,
    subject: `Your commission statement for ${input.period}`,
    content: {
      language: input.partner.language,
      preview: `Total due ${formatAed(s.totalFils)}.`,
      greeting: `Dear ${input.partner.name},`,
      intro: [
        `Your commission statement for ${input.period} is issued. Its PDF and CSV are on the Commission page of the Partner Portal.`,
      ],
      facts: [
        { label: "Statement number", value: String(input.statementId) },
        { label: "Opening balance", value: formatAed(s.openingFils) },
        { label: "Commission earned", value: formatAed(s.earnedFils) },
        { label: "Clawed back", value: formatAed(s.clawedBackFils) },
        { label: "VAT (5%)", value: formatAed(s.vatFils) },
        { label: "Total due", value: formatAed(s.totalFils) },
      ],
      outro: ["A refund recorded after this statement was issued will be on the next one."],
    },
  };
}
