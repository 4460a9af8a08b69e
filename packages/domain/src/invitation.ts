import { z } from "zod";
import { listQuery } from "./backoffice";
import { addIssue, checkField } from "./field-check";
import { say } from "./i18n/say";
import { INVITATION_KIND_KEYS, INVITATION_KINDS } from "./invitation-kinds";
import { INVITATION_SORTS, INVITATION_STATUSES } from "./invitation-rule";
import { mobileNumberSchema, mobilePrefixSchema } from "./mobile";
import { nameTextSchema, personNameSchema } from "./person";
import { recordNumberSchema } from "./record-number";
import { policyNumberSchema } from "./renewal-search";
import { sponsorEmailSchema } from "./sponsor";
import { singleLineText } from "./text-schema";

export const INVITATION_MESSAGES = {
  nameRequired: say(/*i18n*/ { id: "common.customerNameIsRequired", message: "Customer name is required." }),
  quotationRequired: say(
    /*i18n*/ {
      id: "invitation.enterTheNumberOfAFinalized",
      message: "Enter the number of a finalized quotation to invite the customer to pay.",
    },
  ),
  quotationNotFound: say(/*i18n*/ { id: "invitation.quotationNotFound", message: "Quotation not found." }),
  quotationNotFinalized: say(
    /*i18n*/ {
      id: "invitation.thisQuotationIsNotFinalizedYet",
      message: "This quotation is not finalized yet. Finalize it first, then send the invitation to pay it.",
    },
  ),
  quotationPaid: say(
    /*i18n*/ { id: "invitation.thisQuotationHasAlreadyBeenPaid", message: "This quotation has already been paid." },
  ),
  policyRequired: say(
    /*i18n*/ { id: "invitation.enterThePolicyNumberToRenew", message: "Enter the policy number to renew." },
  ),
  policyNotFound: say(/*i18n*/ { id: "invitation.policyNotFound", message: "Policy not found." }),
  policyNotDue: say(
    /*i18n*/ {
      id: "invitation.thisPolicyCannotBeRenewedNow",
      message: "This policy cannot be renewed now: it is not inside its renewal window.",
    },
  ),
  notFound: say(/*i18n*/ { id: "invitation.invitationNotFound", message: "Invitation not found." }),
  notOpen: say(
    /*i18n*/ {
      id: "invitation.thisInvitationIsAlreadyCompletedOr",
      message: "This invitation is already completed or cancelled, so it cannot be changed.",
    },
  ),
  notAllowed: say(
    /*i18n*/ {
      id: "invitation.invitationsAreNotEnabledForYour",
      message: "Invitations are not enabled for your account. Ask your account manager to enable them.",
    },
  ),
  unknownKind: say(
    /*i18n*/ { id: "invitation.chooseAnInvitationTypeFromThe", message: "Choose an invitation type from the list." },
  ),
} as const;

/** The "Send invitation" form; the reference is a quotation or policy number, when the kind needs one. */
export const invitationCreateSchema = z
  .object({
    kind: z.enum(INVITATION_KIND_KEYS, { error: INVITATION_MESSAGES.unknownKind }),
    name: nameTextSchema(INVITATION_MESSAGES.nameRequired),
    email: singleLineText().toLowerCase(),
    mobile_prefix: singleLineText(),
    mobile_number: singleLineText(),
    reference: singleLineText().default(""),
  })
  .superRefine((v, ctx) => {
    checkField(ctx, ["name"], personNameSchema(INVITATION_MESSAGES.nameRequired), v.name);
    checkField(ctx, ["email"], sponsorEmailSchema, v.email);
    checkField(ctx, ["mobile_prefix"], mobilePrefixSchema, v.mobile_prefix);
    checkField(ctx, ["mobile_number"], mobileNumberSchema, v.mobile_number);
    const target = INVITATION_KINDS[v.kind]?.target;
    if (target === "quotation") {
      if (!v.reference) addIssue(ctx, ["reference"], INVITATION_MESSAGES.quotationRequired);
      else checkField(ctx, ["reference"], recordNumberSchema, v.reference);
    } else if (target === "policy" || target === "site_policy") {
      if (!v.reference) addIssue(ctx, ["reference"], INVITATION_MESSAGES.policyRequired);
      else checkField(ctx, ["reference"], policyNumberSchema, v.reference);
    }
  });
export type InvitationCreate = z.input<typeof invitationCreateSchema>;

export const invitationListQuerySchema = listQuery(INVITATION_SORTS, "created_at").extend({
  kind: z.enum(INVITATION_KIND_KEYS, { error: INVITATION_MESSAGES.unknownKind }),
  status: z
    .enum(INVITATION_STATUSES, { error: say(/*i18n*/ { id: "common.unknownStatus", message: "Unknown status." }) })
    .optional(),
});
export type InvitationListQuery = z.infer<typeof invitationListQuerySchema>;
export const invitationIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
