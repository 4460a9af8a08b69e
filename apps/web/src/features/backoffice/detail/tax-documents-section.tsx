import { formatAed, formatDisplayDate, type TaxDocumentSummary } from "@pp/domain";
import { useText } from "../../../i18n/use-text";
import { taxDocumentHref } from "../../../paths/backoffice-paths";
import { Details } from "../../../ui/details";
import text from "../../../ui/plain/typography.module.css";
import { SectionCard } from "../../../ui/section-card";
import styles from "./record.module.css";

/**
 * The policy's tax documents: the tax invoice of each payment (the sale, each addition) and the tax credit note of
 * each refund, oldest first, each opening as its PDF.
 */
export function TaxDocumentsSection({
  policyNo,
  documents,
}: {
  policyNo: string;
  documents: readonly TaxDocumentSummary[];
}) {
  const { t } = useText();
  if (documents.length === 0) return null;
  return (
    <SectionCard
      title={t(
        /*i18n*/ {
          id: "backoffice.taxDocumentsSection.taxInvoicesCreditNotes",
          message: "Tax invoices and credit notes",
        },
      )}
    >
      <ul className={styles.entries}>
        {documents.map((d) => (
          <li key={d.number} className={styles.entry}>
            <h3 className={text.h3}>
              <a href={taxDocumentHref(policyNo, d.number)} target="_blank" rel="noopener" className={text.link}>
                {d.kind === "invoice"
                  ? t(
                      /*i18n*/ {
                        id: "backoffice.taxDocumentsSection.taxInvoice",
                        message: "Tax invoice {number}",
                        values: { number: d.number },
                      },
                    )
                  : t(
                      /*i18n*/ {
                        id: "backoffice.taxDocumentsSection.taxCreditNote",
                        message: "Tax credit note {number}",
                        values: { number: d.number },
                      },
                    )}
              </a>
            </h3>
            <Details
              items={[
                [
                  t(/*i18n*/ { id: "backoffice.taxDocumentsSection.dateIssue", message: "Date of issue" }),
                  formatDisplayDate(d.issuedOn),
                ],
                [
                  t(/*i18n*/ { id: "backoffice.taxDocumentsSection.dateSupply", message: "Date of supply" }),
                  formatDisplayDate(d.supplyDate),
                ],
                [
                  d.kind === "invoice"
                    ? t(/*i18n*/ { id: "backoffice.taxDocumentsSection.charged", message: "Charged" })
                    : t(/*i18n*/ { id: "backoffice.taxDocumentsSection.credited", message: "Credited" }),
                  formatAed(d.totalFils),
                ],
              ]}
            />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
