import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { FormEventHandler, ReactNode } from "react";
import { ApiError } from "../../api/client";
import { useText } from "../../i18n/use-text";
import { ErrorAlert } from "../../ui/error-alert";
import { SectionCard } from "../../ui/section-card";

type SendFormProps = {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The failed request, if any: field errors are shown on the fields, anything else here. */
  error: unknown;
  pending: boolean;
  /** What was sent, once it was. */
  sent: ReactNode;
  children: ReactNode;
};

const isDailyLimit = (error: unknown) => error instanceof ApiError && error.status === 429;

/** A "send" form in a card: its fields in two columns, the outcome, and the button; entries stay on failure. */
export function SendForm({ title, onSubmit, error, pending, sent, children }: SendFormProps) {
  const { t } = useText();
  const onFields = error instanceof ApiError && Object.keys(error.fieldErrors).length > 0;
  return (
    <SectionCard title={title}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
        <Box sx={{ display: "grid", columnGap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>{children}</Box>
        {error && !onFields ? (
          <Box sx={{ mt: 2 }}>
            <ErrorAlert>
              {error instanceof ApiError ? error.message : t("It could not be sent.")}{" "}
              {/* Past the daily limit the message says when to try again. */}
              {isDailyLimit(error) ? t("Your entries are kept.") : t("Your entries are kept; try again.")}
            </ErrorAlert>
          </Box>
        ) : null}
        {sent && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {sent}
          </Alert>
        )}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={pending}>
          {pending ? t("Sending…") : title}
        </Button>
      </Box>
    </SectionCard>
  );
}
