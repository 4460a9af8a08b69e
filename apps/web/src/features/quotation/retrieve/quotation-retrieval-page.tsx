import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useText } from "../../../i18n/use-text";
import { RetrieveFields, useRetrieveForm } from "./retrieve-form";

const TITLE_ID = "quotation-retrieval-title";

/** /Quotation-Retrieval: the retrieval form of step 1 as a page of its own. */
export function QuotationRetrievalPage() {
  const { t } = useText();
  const { control, onSubmit, errorMessage, pending } = useRetrieveForm();
  return (
    <>
      <Typography variant="h1" id={TITLE_ID} gutterBottom>
        {t("Quotation Retrieval")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(
          "Continue a saved application where it was left: enter the quotation reference number with the sponsor's mobile number and e-mail address, as in the quotation e-mail.",
        )}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={TITLE_ID}>
          <RetrieveFields control={control} errorMessage={errorMessage} />
          <Button type="submit" variant="contained" loading={pending} sx={{ mt: 2 }}>
            {t("Retrieve")}
          </Button>
        </Box>
      </Paper>
    </>
  );
}
