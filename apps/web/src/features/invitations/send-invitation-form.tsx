import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import {
  DEFAULT_MOBILE_PREFIX,
  INVITATION_KINDS,
  type InvitationCreate,
  type InvitationKind,
  invitationCreateSchema,
  MOBILE_NUMBER_LENGTH,
  PRODUCT_LABELS,
  UAE_MOBILE_PREFIXES,
} from "@pp/domain";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ApiError } from "../../api/client";
import { applyFieldErrors } from "../../ui/apply-field-errors";
import { ErrorAlert } from "../../ui/error-alert";
import { FormSelectField } from "../../ui/form-select-field";
import { FormTextField } from "../../ui/form-text-field";
import { SectionCard } from "../../ui/section-card";
import { useSendInvitation } from "./api/invitations-api";

type Parsed = z.output<typeof invitationCreateSchema>;
const FIELDS = ["name", "email", "mobile_prefix", "mobile_number", "reference"] as const;
const MOBILE_PREFIX_OPTIONS = UAE_MOBILE_PREFIXES.map((p) => ({ value: p, label: p }));

/** What the reference field asks for, by what the invitation leads to; null when the kind needs none. */
function referenceField(kind: InvitationKind) {
  const { target, product } = INVITATION_KINDS[kind];
  const label = PRODUCT_LABELS[product];
  if (target === "quotation")
    return { label: "Quotation number", hint: `One of your finalized ${label} quotations; the customer pays it.` };
  if (target === "policy")
    return { label: "Policy number", hint: "One of your Basic policies that is due for renewal." };
  if (target === "site_policy")
    return { label: "H+ policy number", hint: "The customer renews this policy on the H+ site." };
  return null;
}

const emptyForm = (kind: InvitationKind): InvitationCreate => ({
  kind,
  name: "",
  email: "",
  mobile_prefix: DEFAULT_MOBILE_PREFIX,
  mobile_number: "",
  reference: "",
});

/** "Send invitation": the customer's contact details and, where the kind needs one, the quotation or policy. */
export function SendInvitationForm({ kind }: { kind: InvitationKind }) {
  const send = useSendInvitation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<InvitationCreate, unknown, Parsed>({
    resolver: zodResolver(invitationCreateSchema),
    defaultValues: emptyForm(kind),
  });
  const reference = referenceField(kind);

  const onSubmit = handleSubmit((values) => {
    setSentTo(null);
    send.mutate(values, {
      onSuccess: (row) => {
        setSentTo(row.recipientEmail);
        reset(emptyForm(kind));
      },
      // Nothing typed is lost: the form keeps its values and the server's messages go on the fields.
      onError: (error) => applyFieldErrors(error, setError, FIELDS),
    });
  });

  const otherError =
    send.error && !(send.error instanceof ApiError && Object.keys(send.error.fieldErrors).length > 0)
      ? send.error
      : null;

  return (
    <SectionCard title="Send invitation">
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Send invitation">
        <Box sx={{ display: "grid", columnGap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
          <FormTextField control={control} name="name" label="Customer name" autoComplete="off" required />
          <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="off" required />
          <Box sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
            <Box sx={{ width: 120, flexShrink: 0 }}>
              <FormSelectField
                control={control}
                name="mobile_prefix"
                label="Mobile code"
                options={MOBILE_PREFIX_OPTIONS}
                required
              />
            </Box>
            <FormTextField
              control={control}
              name="mobile_number"
              label="Mobile number"
              autoComplete="off"
              required
              inputProps={{ inputMode: "numeric", maxLength: MOBILE_NUMBER_LENGTH }}
            />
          </Box>
          {reference && (
            <FormTextField
              control={control}
              name="reference"
              label={reference.label}
              helperText={reference.hint}
              autoComplete="off"
              required
            />
          )}
        </Box>
        {otherError && (
          <Box sx={{ mt: 2 }}>
            <ErrorAlert>
              {otherError instanceof ApiError ? otherError.message : "The invitation could not be sent."} Your entries
              are kept; try again.
            </ErrorAlert>
          </Box>
        )}
        {sentTo && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            The invitation was e-mailed to {sentTo}. It is listed below.
          </Alert>
        )}
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={send.isPending}>
          {send.isPending ? "Sending…" : "Send invitation"}
        </Button>
      </Box>
    </SectionCard>
  );
}
