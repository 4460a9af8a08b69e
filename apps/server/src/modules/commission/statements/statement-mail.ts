import { formatAed, type Language, type StatementTotals } from "@pp/domain";
import { dear } from "../../../mail/mail-words";
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
    subject: /*i18n*/ {
      id: "mail.statement.subject",
      message: "Your commission statement for {period}",
      values: { period: input.period },
    },
    content: {
      language: input.partner.language,
      preview: /*i18n*/ {
        id: "mail.statement.preview",
        message: "Total due {total}.",
        values: { total: formatAed(s.totalFils) },
      },
      greeting: dear(input.partner.name),
      intro: [
        /*i18n*/ {
          id: "mail.statement.issued",
          message:
            "Your commission statement for {period} is issued. Its PDF and CSV are on the Commission page of the Partner Portal.",
          values: { period: input.period },
        },
      ],
      facts: [
        {
          label: /*i18n*/ { id: "mail.statement.number", message: "Statement number" },
          value: String(input.statementId),
        },
        {
          label: /*i18n*/ { id: "mail.statement.opening", message: "Opening balance" },
          value: formatAed(s.openingFils),
        },
        {
          label: /*i18n*/ { id: "mail.statement.earned", message: "Commission earned" },
          value: formatAed(s.earnedFils),
        },
        {
          label: /*i18n*/ { id: "mail.statement.clawedBack", message: "Clawed back" },
          value: formatAed(s.clawedBackFils),
        },
        { label: /*i18n*/ { id: "mail.statement.vat", message: "VAT (5%)" }, value: formatAed(s.vatFils) },
        { label: /*i18n*/ { id: "mail.statement.totalDue", message: "Total due" }, value: formatAed(s.totalFils) },
      ],
      outro: [
        /*i18n*/ {
          id: "mail.statement.laterRefunds",
          message: "A refund recorded after this statement was issued will be on the next one.",
        },
      ],
    },
  };
}
