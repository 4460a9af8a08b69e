import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { useText } from "../../i18n/use-text";
import { ErrorAlert } from "../../ui/error-alert";

type TeamDialogProps = {
  title: string;
  /** What the change does, above its fields. */
  intro: string;
  /** The server's refusal of the last try, if any. */
  error: Error | null;
  pending: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** The frame of the team page's forms (invite, change, hand over): a dialog that stays open while it is sent. */
export function TeamDialog({
  title,
  intro,
  error,
  pending,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: TeamDialogProps) {
  const { t } = useText();
  const titleId = useId();
  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
          {error && (
            <Box sx={{ mt: 2 }}>
              <ErrorAlert>{error.message}</ErrorAlert>
            </Box>
          )}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={pending}>
            {t("Cancel")}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
