import {
  DEFAULT_MOBILE_PREFIX,
  INVITATION_KINDS,
  type InvitationCreate,
  type InvitationKind,
  type InvitationPrefill,
  type invitationCreateSchema,
} from "@pp/domain";
import { useState } from "react";
import { type Control, useForm } from "react-hook-form";
import type { z } from "zod";
import { type Translate, useText } from "../../i18n/use-text";
import { applyFieldErrors } from "../../ui/apply-field-errors";
import { lazyResolver } from "../../ui/lazy-resolver";
import { TextField } from "../../ui/plain/text-field";
import { useFormField } from "../../ui/use-form-field";
import { useSendInvitation } from "./api/invitations-api";
import { CONTACT_FIELDS, ContactFields } from "./contact-fields";
import { SendForm } from "./send-form";

type Parsed = z.output<typeof invitationCreateSchema>;
// The check (the domain's schema and zod) loads as the form is first checked, not with the invitations' page.
const resolver = lazyResolver(() => import("./send-invitation-resolver").then((m) => m.sendInvitationResolver));
const FIELDS = [...CONTACT_FIELDS, "reference"] as const;

/** What the reference field asks for, by what the invitation leads to, in the page's language; null when the kind needs none. */
function referenceField(kind: InvitationKind, t: Translate) {
  const { target, product } = INVITATION_KINDS[kind];
  if (target === "quotation") {
    // Invitations to pay lead to the portal's own products: H+ and Basic.
    const hint =
      product === "hplus"
        ? t(
            /*i18n*/ {
              id: "invitations.sendInvitationForm.oneFinalizedHQuotations",
              message: "One of your finalized H+ quotations; the customer pays it.",
            },
          )
        : t(
            /*i18n*/ {
              id: "invitations.sendInvitationForm.oneFinalizedBasicQuotations",
              message: "One of your finalized Basic quotations; the customer pays it.",
            },
          );
    return {
      label: t(/*i18n*/ { id: "invitations.sendInvitationForm.quotationNumber", message: "Quotation number" }),
      hint,
    };
  }
  if (target === "policy")
    return {
      label: t(/*i18n*/ { id: "invitations.sendInvitationForm.policyNumber", message: "Policy number" }),
      hint: t(
        /*i18n*/ {
          id: "invitations.sendInvitationForm.oneBasicPoliciesDue",
          message: "One of your Basic policies that is due for renewal.",
        },
      ),
    };
  if (target === "site_policy")
    return {
      label: t(/*i18n*/ { id: "invitations.sendInvitationForm.hPolicyNumber", message: "H+ policy number" }),
      hint: t(
        /*i18n*/ {
          id: "invitations.sendInvitationForm.customerRenewsPolicyH",
          message: "The customer renews this policy on the H+ site.",
        },
      ),
    };
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

/**
 * The quotation or policy number, below the contact fields. Its own component, so that it registers with the form after
 * them, as it is shown: a send with both wrong focuses the customer's name first.
 */
function ReferenceInput(props: { control: Control<InvitationCreate, unknown, Parsed>; label: string; hint: string }) {
  const input = useFormField(props.control, "reference");
  return (
    <TextField
      {...input}
      value={input.value ?? ""}
      label={props.label}
      helperText={props.hint}
      autoComplete="off"
      required
    />
  );
}

type SendInvitationFormProps = {
  kind: InvitationKind;
  /** The sponsor and number of the record the partner came from (a policy due for renewal), filled in. */
  prefill?: InvitationPrefill | undefined;
};

/** "Send invitation": the customer's contact details and, where the kind needs one, the quotation or policy. */
export function SendInvitationForm({ kind, prefill }: SendInvitationFormProps) {
  const { t } = useText();
  const send = useSendInvitation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<InvitationCreate, unknown, Parsed>({
    resolver,
    defaultValues: { ...emptyForm(kind), ...prefill },
  });
  const reference = referenceField(kind, t);

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

  return (
    <SendForm
      title={t(/*i18n*/ { id: "invitations.sendInvitationForm.sendInvitation", message: "Send invitation" })}
      onSubmit={onSubmit}
      formErrors={formState.errors}
      error={send.error}
      pending={send.isPending}
      sent={
        sentTo &&
        t(
          /*i18n*/ {
            id: "invitations.sendInvitationForm.emailedTo",
            message: "The invitation was e-mailed to {email}. It is listed below.",
            values: { email: sentTo },
          },
        )
      }
    >
      <ContactFields control={control} />
      {reference && <ReferenceInput control={control} label={reference.label} hint={reference.hint} />}
    </SendForm>
  );
}
