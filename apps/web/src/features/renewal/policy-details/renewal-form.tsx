import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import Typography from "@mui/material/Typography";
import {
  DEFAULT_MOBILE_PREFIX,
  formatAed,
  formatDisplayDate,
  type GetRenewalResponse,
  isMobilePrefix,
  KEEP_ONE_MEMBER_MESSAGE,
  quoteTotals,
  RENEWAL_ACCESS,
  type RenewalMember,
  type RenewalSaveRequest,
  renewalSaveRequestSchema,
  renewalWithContactSchema,
  splitMobile,
} from "@pp/domain";
import { useEffect, useId, useMemo, useRef } from "react";
import { type Resolver, useController, useForm } from "react-hook-form";
import { Link as RouterLink, useNavigate } from "react-router";
import type { z } from "zod";
import { ApiError } from "../../../api/client";
import { useText } from "../../../i18n/use-text";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { Details } from "../../../ui/details";
import { FormMobileFields } from "../../../ui/form-mobile-fields";
import { FormTextField } from "../../../ui/form-text-field";
import { PremiumTotals } from "../../../ui/premium-totals";
import { SectionCard } from "../../../ui/section-card";
import { useSaveRenewal } from "../api/save-renewal";
import { RenewalError } from "../components/renewal-error";
import { fullName, memberRoleLabel } from "../member-labels";
import { RENEWAL_PATHS } from "../renewal-paths";

type FormInput = z.input<typeof renewalSaveRequestSchema>;
const FIELDS = ["memberIds", "email", "mobile_prefix", "mobile_number"] as const;

/** The contact details as the form edits them; only a viewer who sees them in full gets them. */
function contactOf(details: GetRenewalResponse) {
  const mobile = splitMobile(details.sponsorMobile);
  return {
    email: details.sponsorEmail,
    mobile_prefix: isMobilePrefix(mobile.prefix) ? mobile.prefix : DEFAULT_MOBILE_PREFIX,
    mobile_number: mobile.number,
  };
}

function defaultsOf(details: GetRenewalResponse): FormInput {
  return {
    memberIds: details.members.filter((m) => m.kept).map((m) => m.id),
    ...(details.access === RENEWAL_ACCESS.FULL ? contactOf(details) : {}),
  };
}

const withContact = zodResolver(renewalWithContactSchema) as unknown as Resolver<
  FormInput,
  unknown,
  RenewalSaveRequest
>;
const membersOnly = zodResolver(renewalSaveRequestSchema) as Resolver<FormInput, unknown, RenewalSaveRequest>;

/**
 * Who stays insured and, in the full view, the contact details; then Continue (PUT /api/renewals/current) to the
 * declaration. The form stays mounted when the code turns the view from masked to full, so the members ticked stay
 * as they were and the contact fields are filled in from the full details.
 */
export function RenewalForm({ details }: { details: GetRenewalResponse }) {
  const { t } = useText();
  const navigate = useNavigate();
  const save = useSaveRenewal();
  const keepHintId = useId();
  const full = details.access === RENEWAL_ACCESS.FULL;
  const fullRef = useRef(full);
  fullRef.current = full;
  const { control, handleSubmit, setError, getValues, resetField } = useForm<FormInput, unknown, RenewalSaveRequest>({
    // Checked with the contact details only when they are shown; the masked view sends none.
    resolver: (values, context, options) => (fullRef.current ? withContact : membersOnly)(values, context, options),
    defaultValues: defaultsOf(details),
  });
  useEffect(() => {
    if (!full || getValues("email")) return;
    for (const [name, value] of Object.entries(contactOf(details)) as [keyof ReturnType<typeof contactOf>, string][]) {
      resetField(name, { defaultValue: value });
    }
  }, [full, details, getValues, resetField]);
  const { field: memberIdsField, fieldState: memberIdsState } = useController({ control, name: "memberIds" });
  const kept = memberIdsField.value;
  const noneKept = kept.length === 0;
  // For display only: the server prices the renewal again when it is saved.
  const totals = useMemo(
    () => quoteTotals(details.members.filter((m) => kept.includes(m.id)).map((m) => m.renewal_premium_fils)),
    [details.members, kept],
  );
  const paid = details.renewal?.status === "paid";

  const toggle = (memberId: number, keep: boolean) =>
    memberIdsField.onChange(keep ? [...kept, memberId].sort((a, b) => a - b) : kept.filter((id) => id !== memberId));

  const onSubmit = handleSubmit((values) =>
    save.mutate(full ? values : { memberIds: values.memberIds }, {
      onSuccess: () => navigate(RENEWAL_PATHS.questions),
      onError: (error) => applyFieldErrors(error, setError, FIELDS),
    }),
  );

  const keepMessage = noneKept ? KEEP_ONE_MEMBER_MESSAGE : memberIdsState.error?.message;
  const saveError = save.error && !hasFieldErrors(save.error) ? save.error : null;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t("Renew this policy")}>
      <SectionCard title={t("Renewal")}>
        <Details
          items={[
            [
              t("New period"),
              `${formatDisplayDate(details.renewalStartDate)} – ${formatDisplayDate(details.renewalEndDate)}`,
            ],
            ...(details.renewal ? [[t("Renewal quotation"), details.renewal.Quotation_no] as const] : []),
          ]}
        />
      </SectionCard>

      <SectionCard title={t("Insured members")}>
        <Typography color="text.secondary" id={keepHintId} sx={{ mb: 1 }}>
          {t("Untick a member who should not be insured any more. At least one member stays insured.")}
        </Typography>
        {details.members.map((member, index) => (
          <MemberRow
            key={member.id}
            member={member}
            first={index === 0}
            kept={kept.includes(member.id)}
            onToggle={(keep) => toggle(member.id, keep)}
            hintId={keepHintId}
          />
        ))}
        {keepMessage && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {keepMessage}
          </Alert>
        )}
        <Divider sx={{ my: 2 }} />
        <PremiumTotals totals={totals} />
      </SectionCard>

      {full && (
        <SectionCard title={t("Contact details")}>
          <Typography color="text.secondary">
            {t(
              "The renewed policy and the payment receipt are sent to this e-mail address. Correct it if it has changed.",
            )}
          </Typography>
          <FormTextField
            control={control}
            name="email"
            label={t("E-mail")}
            type="email"
            autoComplete="email"
            required
          />
          <FormMobileFields control={control} prefixName="mobile_prefix" numberName="mobile_number" />
        </SectionCard>
      )}

      {paid && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t("This renewal has been paid; the renewed policy is being issued.")}
        </Alert>
      )}
      {saveError && (
        <Box sx={{ mb: 2 }}>
          <RenewalError error={saveError} fallback={t("The renewal could not be saved. Please try again.")} />
        </Box>
      )}
      <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: 1.5, mt: 3 }}>
        <Button component={RouterLink} to={RENEWAL_PATHS.search} variant="outlined" size="large">
          {t("Back")}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={noneKept || paid || save.isPending}
          loading={save.isPending}
          loadingPosition="start"
        >
          {save.isPending ? t("Please Wait...") : t("Continue")}
        </Button>
      </Box>
    </Box>
  );
}

type MemberRowProps = {
  member: RenewalMember;
  first: boolean;
  kept: boolean;
  onToggle: (keep: boolean) => void;
  hintId: string;
};

function MemberRow({ member, first, kept, onToggle, hintId }: MemberRowProps) {
  const { t } = useText();
  const headingId = useId();
  return (
    <Box component="article" aria-labelledby={headingId}>
      {!first && <Divider sx={{ my: 2 }} />}
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
        <Typography variant="h3" id={headingId}>
          {fullName(member)}
        </Typography>
        <FormControlLabel
          control={
            <Checkbox
              checked={kept}
              onChange={(event) => onToggle(event.target.checked)}
              slotProps={{
                input: {
                  "aria-describedby": hintId,
                  "aria-label": t("Keep insured: {name}", { name: fullName(member) }),
                },
              }}
            />
          }
          label={t("Keep insured")}
        />
      </Box>
      <Details
        items={[
          [t("Insured as"), memberRoleLabel(member)],
          ...(member.date_of_birth ? [[t("Date of birth"), formatDisplayDate(member.date_of_birth)] as const] : []),
          ...(member.age_at_renewal !== undefined
            ? [[t("Age at renewal"), String(member.age_at_renewal)] as const]
            : []),
          [t("Current premium"), formatAed(member.current_premium_fils)],
          [t("Renewal premium"), formatAed(member.renewal_premium_fils)],
        ]}
      />
    </Box>
  );
}

function hasFieldErrors(error: Error) {
  return error instanceof ApiError && FIELDS.some((field) => error.fieldErrors[field]?.length);
}
