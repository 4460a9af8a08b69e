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
  splitMobile,
} from "@pp/domain";
import { useEffect, useId, useMemo, useRef } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { Period } from "../../../ui/isolated-period";
import { Ltr, Name } from "../../../ui/isolated-value";
import { Alert } from "../../../ui/plain/alert";
import { Button, LinkButton } from "../../../ui/plain/button";
import { Checkbox } from "../../../ui/plain/checkbox";
import { cx } from "../../../ui/plain/class-names";
import { MobileFields } from "../../../ui/plain/mobile-fields";
import { retryableImport } from "../../../ui/plain/retryable-import";
import { TextField } from "../../../ui/plain/text-field";
import text from "../../../ui/plain/typography.module.css";
import { useSchemaForm } from "../../../ui/plain/use-schema-form";
import { PremiumTotals } from "../../../ui/premium-totals";
import { SectionCard } from "../../../ui/section-card";
import { useSaveRenewal } from "../api/save-renewal";
import { RenewalError } from "../components/renewal-error";
import page from "../components/renewal-page.module.css";
import { fullName, memberRoleLabel } from "../member-labels";
import { RENEWAL_PATHS } from "../renewal-paths";
import styles from "./policy-details.module.css";

const NOT_SAVED_WORDS = /*i18n*/ {
  id: "renewal.form.renewalCouldNotSaved",
  message: "The renewal could not be saved. Please try again.",
};

type FormValues = { memberIds: number[]; email: string; mobile_prefix: string; mobile_number: string };
const FIELDS = ["memberIds", "email", "mobile_prefix", "mobile_number"] as const;

// The save's schemas (the server's, with the sponsor form's contact rules) load when the form is first touched.
const loadRule = retryableImport(() => import("@pp/domain/renewal-api"));

/** The contact details as the form edits them; only a viewer who sees them in full gets them. */
function contactOf(details: GetRenewalResponse) {
  const mobile = splitMobile(details.sponsorMobile);
  return {
    email: details.sponsorEmail,
    mobile_prefix: isMobilePrefix(mobile.prefix) ? mobile.prefix : DEFAULT_MOBILE_PREFIX,
    mobile_number: mobile.number,
  };
}

function initialValues(details: GetRenewalResponse): FormValues {
  return {
    memberIds: details.members.filter((m) => m.kept).map((m) => m.id),
    ...(details.access === RENEWAL_ACCESS.FULL
      ? contactOf(details)
      : { email: "", mobile_prefix: DEFAULT_MOBILE_PREFIX, mobile_number: "" }),
  };
}

/**
 * Who stays insured and, in the full view, the contact details; then Continue (PUT /api/renewals/current) to the
 * declaration. The form stays mounted when the code turns the view from masked to full, so the members ticked stay
 * as they were and the contact fields are filled in from the full details. Plain elements and form state, as the
 * other steps a customer opens on a phone.
 */
export function RenewalForm({ details }: { details: GetRenewalResponse }) {
  const { t } = useText();
  const navigate = useNavigate();
  const save = useSaveRenewal();
  const keepHintId = useId();
  const full = details.access === RENEWAL_ACCESS.FULL;
  const fullRef = useRef(full);
  fullRef.current = full;
  const form = useSchemaForm({
    fields: FIELDS,
    initial: initialValues(details),
    load: loadRule,
    // Checked with the contact details only when they are shown; the masked view sends none.
    schemaOf: (rule) => (fullRef.current ? rule.renewalWithContactSchema : rule.renewalMembersSchema),
  });
  const { setValues } = form;
  const filledIn = useRef(full);
  useEffect(() => {
    if (!full || filledIn.current) return;
    filledIn.current = true;
    setValues(contactOf(details));
  }, [full, details, setValues]);
  const kept = form.values.memberIds;
  const noneKept = kept.length === 0;
  // For display only: the server prices the renewal again when it is saved.
  const totals = useMemo(
    () => quoteTotals(details.members.filter((m) => kept.includes(m.id)).map((m) => m.renewal_premium_fils)),
    [details.members, kept],
  );
  const paid = details.renewal?.status === "paid";

  const toggle = (memberId: number, keep: boolean) =>
    setValues({
      memberIds: keep ? [...kept, memberId].sort((a, b) => a - b) : kept.filter((id) => id !== memberId),
    });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(full ? values : { memberIds: values.memberIds }, {
      onSuccess: () => navigate(RENEWAL_PATHS.questions),
      onError: (error) => {
        if (error instanceof ApiError) form.showServerProblems(error.fieldErrors);
      },
    }),
  );

  const keepMessage = noneKept ? KEEP_ONE_MEMBER_MESSAGE : form.problems.memberIds;
  const saveError = save.error && !hasFieldErrors(save.error) ? save.error : null;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={form.prepare}
      aria-label={t(/*i18n*/ { id: "renewal.form.renewPolicy", message: "Renew this policy" })}
    >
      <SectionCard title={t(/*i18n*/ { id: "renewal.reviewSections.renewal", message: "Renewal" })}>
        <Details
          items={[
            [
              t(/*i18n*/ { id: "renewal.reviewSections.newPeriod", message: "New period" }),
              <Period key="p" from={details.renewalStartDate} to={details.renewalEndDate} />,
            ],
            ...(details.renewal
              ? [
                  [
                    t(/*i18n*/ { id: "renewal.form.renewalQuotation", message: "Renewal quotation" }),
                    <Ltr key="q">{details.renewal.quotationNo}</Ltr>,
                  ] as const,
                ]
              : []),
          ]}
        />
      </SectionCard>

      <SectionCard title={t(/*i18n*/ { id: "renewal.reviewSections.insuredMembers", message: "Insured members" })}>
        <p className={cx(text.secondary, styles.hint)} id={keepHintId}>
          {t(
            /*i18n*/ {
              id: "renewal.form.untickMemberWhoShould",
              message: "Untick a member who should not be insured any more. At least one member stays insured.",
            },
          )}
        </p>
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
          <Alert severity="error" className={styles.below}>
            {translateMessage(keepMessage)}
          </Alert>
        )}
        <hr className={page.divider} />
        <PremiumTotals totals={totals} />
      </SectionCard>

      {full && (
        <SectionCard title={t(/*i18n*/ { id: "renewal.reviewSections.contactDetails", message: "Contact details" })}>
          <p className={text.secondary}>
            {t(
              /*i18n*/ {
                id: "renewal.form.renewedPolicyPaymentReceipt",
                message:
                  "The renewed policy and the payment receipt are sent to this e-mail address. Correct it if it has changed.",
              },
            )}
          </p>
          <TextField
            {...form.field("email")}
            label={t(/*i18n*/ { id: "renewal.reviewSections.eMail", message: "E-mail" })}
            type="email"
            autoComplete="email"
            required
          />
          <MobileFields prefix={form.field("mobile_prefix")} number={form.field("mobile_number")} />
        </SectionCard>
      )}

      {paid && (
        <Alert severity="info" role="status" className={page.notice}>
          {t(
            /*i18n*/ {
              id: "renewal.form.renewalBeenPaidRenewed",
              message: "This renewal has been paid; the renewed policy is being issued.",
            },
          )}
        </Alert>
      )}
      {form.unchecked && (
        <Alert severity="error" className={page.notice}>
          {t(NOT_SAVED_WORDS)}
        </Alert>
      )}
      {saveError && (
        <div className={page.notice}>
          <RenewalError error={saveError} fallback={t(NOT_SAVED_WORDS)} />
        </div>
      )}
      <div className={page.actions}>
        <LinkButton to={RENEWAL_PATHS.search} variant="outlined" size="large">
          {t(/*i18n*/ { id: "renewal.stepBackLink.back", message: "Back" })}
        </LinkButton>
        <Button type="submit" size="large" disabled={noneKept || paid} loading={save.isPending} loadingPosition="start">
          {save.isPending
            ? t(/*i18n*/ { id: "renewal.form.pleaseWait", message: "Please Wait..." })
            : t(/*i18n*/ { id: "renewal.form.continue", message: "Continue" })}
        </Button>
      </div>
    </form>
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
    <article aria-labelledby={headingId}>
      {!first && <hr className={page.divider} />}
      <div className={styles.member}>
        <h3 className={text.h3} id={headingId}>
          <Name>{fullName(member)}</Name>
        </h3>
        <Checkbox
          checked={kept}
          onChange={onToggle}
          label={t(/*i18n*/ { id: "renewal.form.keepInsured", message: "Keep insured" })}
          describedBy={hintId}
          ariaLabel={t(
            /*i18n*/ {
              id: "renewal.form.keepInsuredName",
              message: "Keep insured: {name}",
              values: { name: fullName(member) },
            },
          )}
        />
      </div>
      <Details
        items={[
          [t(/*i18n*/ { id: "renewal.form.insured", message: "Insured as" }), memberRoleLabel(member)],
          ...(member.date_of_birth
            ? [
                [
                  t(/*i18n*/ { id: "renewal.reviewSections.dateBirth", message: "Date of birth" }),
                  <Ltr key="b">{formatDisplayDate(member.date_of_birth)}</Ltr>,
                ] as const,
              ]
            : []),
          ...(member.age_at_renewal !== undefined
            ? [
                [
                  t(/*i18n*/ { id: "renewal.form.ageRenewal", message: "Age at renewal" }),
                  String(member.age_at_renewal),
                ] as const,
              ]
            : []),
          [
            t(/*i18n*/ { id: "renewal.form.currentPremium", message: "Current premium" }),
            <Ltr key="c">{formatAed(member.current_premium_fils)}</Ltr>,
          ],
          [
            t(/*i18n*/ { id: "renewal.reviewSections.renewalPremium", message: "Renewal premium" }),
            <Ltr key="r">{formatAed(member.renewal_premium_fils)}</Ltr>,
          ],
        ]}
      />
    </article>
  );
}

function hasFieldErrors(error: Error) {
  return error instanceof ApiError && FIELDS.some((field) => error.fieldErrors[field]?.length);
}
