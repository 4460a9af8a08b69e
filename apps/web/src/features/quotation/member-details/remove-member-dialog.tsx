import type { MemberView } from "@pp/domain";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { Button } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import { Dialog, DialogActions, DialogContent } from "../../../ui/plain/dialog";
import text from "../../../ui/plain/typography.module.css";
import { useRemoveMember } from "../api/remove-member";
import styles from "./member-details.module.css";

/** Asks before a member leaves the quotation; the totals follow from the server's answer. */
export default function RemoveMemberDialog({
  quotationId,
  member,
  onClose,
}: {
  quotationId: number;
  member: MemberView;
  onClose: () => void;
}) {
  const { t } = useText();
  const remove = useRemoveMember(quotationId);
  const name = `${member.first_name} ${member.family_name}`;
  return (
    <Dialog
      title={t(/*i18n*/ { id: "quotation.removeMemberDialog.remove", message: "Remove {name}?", values: { name } })}
      busy={remove.isPending}
      onClose={onClose}
      width="xs"
    >
      <DialogContent>
        {remove.error && (
          <ErrorAlert>
            {remove.error instanceof ApiError
              ? remove.error.message
              : t(
                  /*i18n*/ {
                    id: "quotation.removeMemberDialog.memberCouldNotRemoved",
                    message: "The member could not be removed. Try again.",
                  },
                )}
          </ErrorAlert>
        )}
        <p className={cx(text.body1, text.secondary, styles.question, remove.error && styles.afterAlert)}>
          {t(
            /*i18n*/ {
              id: "quotation.removeMemberDialog.theirPremiumTakenOff",
              message: "{name} and their premium are taken off this quotation.",
              values: { name },
            },
          )}
        </p>
      </DialogContent>
      <DialogActions>
        <Button variant="text" onClick={onClose} disabled={remove.isPending} autoFocus>
          {t(/*i18n*/ { id: "quotation.memberDialog.cancel", message: "Cancel" })}
        </Button>
        <Button
          color="error"
          loading={remove.isPending}
          onClick={() => remove.mutate(member.member_sno, { onSuccess: onClose })}
        >
          {t(/*i18n*/ { id: "quotation.removeMemberDialog.remove2", message: "Remove" })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
