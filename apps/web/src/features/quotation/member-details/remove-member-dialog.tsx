import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import type { MemberView } from "@pp/domain";
import { useId } from "react";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { useRemoveMember } from "../api/remove-member";

/** Asks before a member leaves the quotation; the totals follow from the server's answer. */
export function RemoveMemberDialog({
  quotationId,
  member,
  onClose,
}: {
  quotationId: number;
  member: MemberView;
  onClose: () => void;
}) {
  const { t } = useText();
  const titleId = useId();
  const remove = useRemoveMember(quotationId);
  const name = `${member.first_name} ${member.family_name}`;
  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t("Remove {name}?", { name })}</DialogTitle>
      <DialogContent>
        {remove.error && (
          <ErrorAlert>
            {remove.error instanceof ApiError ? remove.error.message : t("The member could not be removed. Try again.")}
          </ErrorAlert>
        )}
        <DialogContentText sx={{ mt: remove.error ? 2 : 0 }}>
          {t("{name} and their premium are taken off this quotation.", { name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {t("Cancel")}
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={remove.isPending}
          onClick={() => remove.mutate(member.member_sno, { onSuccess: onClose })}
        >
          {t("Remove")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
