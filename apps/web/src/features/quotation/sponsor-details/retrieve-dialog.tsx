import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useText } from "../../../i18n/use-text";
import { RetrieveFields, useRetrieveForm } from "../retrieve/retrieve-form";

const TITLE_ID = "retrieve-dialog-title";

/**
 * "Retrieve your application": finds one of the partner's quotations and continues it on the
 * step last opened. A failure shows the server's message here and keeps what was typed.
 */
export function RetrieveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useText();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const { control, onSubmit, errorMessage, pending } = useRetrieveForm();

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={TITLE_ID}
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={TITLE_ID}>
        <DialogTitle id={TITLE_ID}>{t("Retrieve your application")}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t(
              "Enter the quotation reference number with the sponsor's mobile number and e-mail address, as in the quotation e-mail.",
            )}
          </DialogContentText>
          <RetrieveFields control={control} errorMessage={errorMessage} autoFocus />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            {t("Cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t("Retrieve")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
