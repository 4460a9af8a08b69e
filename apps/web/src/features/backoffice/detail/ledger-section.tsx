import { formatAed, type PolicyLedger } from "@pp/domain";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { Name } from "../../../ui/isolated-value";
import text from "../../../ui/plain/typography.module.css";
import { SectionCard } from "../../../ui/section-card";
import styles from "./record.module.css";

type Totals = PolicyLedger["totals"];

/**
 * The policy's ledger: what each member (or the sponsor's one share of a policy reported without members) paid, had
 * refunded — due, sent or refunded — and still holds, VAT included, and the policy's totals, which are the payments
 * less the refunds.
 */
export function LedgerSection({ ledger }: { ledger: PolicyLedger }) {
  const { t } = useText();
  const items = (x: Totals) =>
    [
      [t(/*i18n*/ { id: "backoffice.ledgerSection.paid", message: "Paid" }), formatAed(x.paidFils)],
      [t(/*i18n*/ { id: "backoffice.ledgerSection.refunded", message: "Refunded" }), formatAed(x.refundedFils)],
      [t(/*i18n*/ { id: "backoffice.ledgerSection.balance", message: "Balance" }), formatAed(x.balanceFils)],
    ] as const;
  return (
    <SectionCard title={t(/*i18n*/ { id: "backoffice.ledgerSection.paidRefunded", message: "Paid and refunded" })}>
      <ul className={styles.entries}>
        {ledger.shares.map((share) => (
          <li key={share.memberId ?? "sponsor"} className={styles.entry}>
            <h3 className={text.h3}>
              <Name>{share.name}</Name>
            </h3>
            <Details items={items(share)} />
          </li>
        ))}
        <li className={styles.entry}>
          <h3 className={text.h3}>
            {t(/*i18n*/ { id: "backoffice.ledgerSection.wholePolicy", message: "The whole policy" })}
          </h3>
          <Details items={items(ledger.totals)} />
        </li>
      </ul>
    </SectionCard>
  );
}
