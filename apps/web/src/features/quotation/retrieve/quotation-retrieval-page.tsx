import { useText } from "../../../i18n/use-text";
import { Button } from "../../../ui/plain/button";
import card from "../../../ui/plain/card.module.css";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import styles from "./retrieve.module.css";
import { RetrieveFields, useRetrieveForm } from "./retrieve-form";

const TITLE_ID = "quotation-retrieval-title";

/** /Quotation-Retrieval: the retrieval form of step 1 as a page of its own. */
export function QuotationRetrievalPage() {
  const { t } = useText();
  const { control, onSubmit, errorMessage, pending } = useRetrieveForm();
  return (
    <>
      <h1 className={text.h1} id={TITLE_ID}>
        {t(/*i18n*/ { id: "quotation.retrievalPage.quotationRetrieval", message: "Quotation Retrieval" })}
      </h1>
      <p className={cx(text.body1, text.secondary, styles.lead)}>
        {t(
          /*i18n*/ {
            id: "quotation.retrievalPage.continueSavedApplicationWhere",
            message:
              "Continue a saved application where it was left: enter the quotation reference number with the sponsor's mobile number and e-mail address, as in the quotation e-mail.",
          },
        )}
      </p>
      <div className={cx(card.card, styles.sheet)}>
        <form noValidate onSubmit={onSubmit} aria-labelledby={TITLE_ID}>
          <RetrieveFields control={control} errorMessage={errorMessage} />
          <Button type="submit" variant="contained" loading={pending} className={styles.above}>
            {t(/*i18n*/ { id: "quotation.retrievalPage.retrieve", message: "Retrieve" })}
          </Button>
        </form>
      </div>
    </>
  );
}
