import {
  type DateWindow,
  defaultSponsorDateMax,
  GENDER_OPTIONS,
  isBlankSponsor,
  MIN_BIRTH_DATE,
  PLANFOR,
  PLANFOR_OPTIONS,
  type Planfor,
  PRODUCT_CATEGORIES,
  SPONSOR_TYPE_OPTIONS,
  SPONSOR_UID_PLACEHOLDERS,
  type SponsorForm as SponsorFormValues,
  sponsorDateLabel,
  sponsorDateWindow,
  sponsorFileNumberHint,
  sponsorFileNumberLabel,
  type sponsorFormSchema,
  TPA_OPTIONS,
  type TpaCode,
  toSponsorPayload,
} from "@pp/domain";
import { type ReactNode, useMemo, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { ErrorAlert } from "../../../ui/error-alert";
import { FormUncheckedAlert } from "../../../ui/form-unchecked-alert";
import { lazyResolver } from "../../../ui/lazy-resolver";
import { NumberHelp } from "../../../ui/number-help";
import { Button } from "../../../ui/plain/button";
import card from "../../../ui/plain/card.module.css";
import { cx } from "../../../ui/plain/class-names";
import { DateField } from "../../../ui/plain/date-field";
import { MobileFields } from "../../../ui/plain/mobile-fields";
import { RadioGroup } from "../../../ui/plain/radio-group";
import { SelectField } from "../../../ui/plain/select-field";
import { TextField } from "../../../ui/plain/text-field";
import text from "../../../ui/plain/typography.module.css";
import { useFormField } from "../../../ui/use-form-field";
import { useLazyValidity } from "../../../ui/use-lazy-validity";
import { useToday } from "../../../ui/use-today";
import { useCreateQuotation } from "../api/create-quotation";
import { useUpdateSponsor } from "../api/update-sponsor";
import { useIdempotencyKey } from "../hooks/use-idempotency-key";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { rememberQuotation, setTempStatus } from "../wizard-storage";
import styles from "./sponsor-form.module.css";
import { TpaLinks } from "./tpa-links";

type SponsorFormInput = z.input<ReturnType<typeof sponsorFormSchema>>;
type Field = FieldPath<SponsorFormInput>;

/** Server field errors use the payload's names; this is where each one is typed in the form. */
const PAYLOAD_FIELDS: Record<string, Field> = {
  planfor: "planfor",
  documentType: "documentType",
  sponsorName: "sponsorName",
  sponsorMobile: "mobile_number",
  sponsorEmail: "sponsorEmail",
  gender: "gender",
  sponsorDate: "sponsorDate",
  sponsorFileNumber: "sponsorFileNumber",
  sponsorAddress: "sponsorAddress",
  sponsorTrn: "sponsorTrn",
  tpaId: "tpaId",
};
const FORM_FIELDS = [...new Set(Object.values(PAYLOAD_FIELDS))];

/** Fields whose meaning changes with Company/Individual: emptied when it changes. */
const PLANFOR_DEPENDENT_FIELDS = ["documentType", "gender", "sponsorDate", "sponsorFileNumber", "sponsorTrn"] as const;

function toFormFieldErrors(error: unknown): ApiError | null {
  if (!(error instanceof ApiError)) return null;
  const mapped: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = PAYLOAD_FIELDS[key] ?? (FORM_FIELDS.includes(key as Field) ? (key as Field) : undefined);
    if (field) mapped[field] = messages;
  }
  return Object.keys(mapped).length > 0 ? new ApiError(error.status, error.message, mapped) : null;
}

function dateWindowFor(planfor: Planfor | undefined, today: string): DateWindow {
  // Until Company/Individual is known the picker allows up to today+2y; the form always starts with one.
  if (planfor === undefined) return { min: MIN_BIRTH_DATE, max: defaultSponsorDateMax(today) };
  return sponsorDateWindow(planfor, today);
}

type SponsorFormProps = {
  /** The quotation being edited, or null for a new one. */
  quotationId: number | null;
  defaultValues: SponsorFormValues;
  /** An addition's sponsor is its policy's: shown, not edited (Next goes on to the members). */
  readOnly?: boolean;
};

/** Step 1's form: creates the quotation, or updates its sponsor, then opens step 2. */
export function SponsorForm({ quotationId, defaultValues, readOnly = false }: SponsorFormProps) {
  const { t } = useText();
  const { product, stepPath } = useQuotationJourney();
  const today = useToday();
  // The check (the domain's schema and zod) loads as the form is first checked, not with step 1's page.
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        import("./sponsor-form-resolver").then(({ sponsorFormResolver }) => sponsorFormResolver(today)),
      ),
    [today],
  );
  const navigate = useNavigate();
  const idempotencyKey = useIdempotencyKey();
  const create = useCreateQuotation();
  const update = useUpdateSponsor();
  const saving = create.isPending || update.isPending;
  const saveError = quotationId === null ? create.error : update.error;

  const {
    control,
    handleSubmit,
    formState,
    setValue,
    getValues,
    getFieldState,
    clearErrors,
    trigger,
    watch,
    setError,
  } = useForm<SponsorFormInput, unknown, SponsorFormValues>({
    resolver,
    // A field says what is wrong once it has been left (or Show what is missing was pressed), never while the
    // partner is still typing its first characters, nor before anything was touched.
    mode: "onTouched",
    defaultValues,
  });
  // A new quotation's blank sponsor is not checked (nor its check loaded) until the partner works on it.
  const [startsBlank] = useState(() => quotationId === null && isBlankSponsor(defaultValues));
  const { valid, onFocusCapture } = useLazyValidity(formState, trigger, startsBlank);
  const planfor = watch("planfor") as Planfor | undefined;
  const documentType = watch("documentType");
  const tpa = watch("tpaId") as TpaCode;
  const individual = planfor !== PLANFOR.COMPANY;

  /**
   * Validates `changed`, and those of `others` that hold a value or already show a message (their rule or wording
   * depends on `changed`); `isValid` is recomputed for the whole form either way.
   */
  const revalidate = (changed: Field, others: Field[]) => {
    const affected = others.filter((f) => Boolean(getValues(f)) || getFieldState(f).invalid);
    return trigger([changed, ...affected]);
  };

  const changePlanfor = (value: string | number) => {
    const next = value as Planfor;
    if (next === getValues("planfor")) return;
    setValue("planfor", next, { shouldDirty: true, shouldTouch: true });
    setValue("documentType", null, { shouldDirty: true });
    setValue("gender", null, { shouldDirty: true });
    setValue("sponsorDate", "", { shouldDirty: true });
    setValue("sponsorFileNumber", "", { shouldDirty: true });
    setValue("sponsorTrn", "", { shouldDirty: true });
    clearErrors([...PLANFOR_DEPENDENT_FIELDS]);
    // The name's message names the kind of sponsor; the rest was emptied and waits for the user.
    void revalidate("planfor", ["sponsorName"]);
  };

  const changeSponsorType = (value: string | number) => {
    setValue("documentType", value as SponsorFormInput["documentType"], { shouldDirty: true, shouldTouch: true });
    // Expatriates give a visa file number, nationals a file number: the same text may now be right or wrong.
    void revalidate("documentType", ["sponsorFileNumber"]);
  };

  // Read while rendering: react-hook-form works out isDirty only for a form that reads it here, never in a handler.
  const unchanged = quotationId !== null && !formState.isDirty;

  const onSubmit = handleSubmit(async (values) => {
    // A saved sponsor left as it was needs no save: Next goes on (and an addition, whose sponsor is its policy's and
    // cannot change, goes on to its members).
    if (unchanged) {
      setTempStatus("Next");
      navigate(stepPath("members"));
      return;
    }
    const payload = toSponsorPayload(values, undefined, PRODUCT_CATEGORIES[product]);
    try {
      const saved =
        quotationId === null
          ? await create.mutateAsync({ payload, idempotencyKey })
          : await update.mutateAsync({ quotationId, payload });
      rememberQuotation({ id: saved.quotationId, number: saved.quotationNo, product, planfor: values.planfor });
      setTempStatus("Next");
      navigate(stepPath("members"));
    } catch (error) {
      const fieldError = toFormFieldErrors(error);
      if (fieldError) applyFieldErrors(fieldError, setError, FORM_FIELDS);
    }
  });

  /**
   * Show what is missing is a save tried: every field says what it still needs and the first takes the focus. From
   * then on a field is checked as it changes, so its message goes while it is being put right — not when it is left,
   * which would move the fields below under a press already begun on one of them (the press then lands elsewhere).
   */
  const showWhatIsMissing = () => void handleSubmit(() => undefined)();

  const showSaveError = saveError && !toFormFieldErrors(saveError);
  const planforField = useFormField(control, "planfor");
  const documentTypeField = useFormField(control, "documentType");
  const nameField = useFormField(control, "sponsorName");
  const emailField = useFormField(control, "sponsorEmail");
  const prefixField = useFormField(control, "mobile_prefix");
  const numberField = useFormField(control, "mobile_number");
  const genderField = useFormField(control, "gender");
  const dateField = useFormField(control, "sponsorDate");
  const uidField = useFormField(control, "sponsorFileNumber");
  const addressField = useFormField(control, "sponsorAddress");
  const trnField = useFormField(control, "sponsorTrn");
  const tpaField = useFormField(control, "tpaId");

  return (
    <div className={card.card}>
      <h2 className={cx(text.h2, styles.title)}>
        {t(/*i18n*/ { id: "quotation.sponsorForm.sponsorSDetailsTitle", message: "Sponsor's Details" })}
      </h2>
      <p className={cx(text.body2, text.secondary, styles.required)}>
        {t(
          /*i18n*/ { id: "quotation.sponsorForm.fieldsMarkedRequired", message: "Fields marked with * are required." },
        )}
      </p>
      {showSaveError && (
        <div className={styles.saveError}>
          <ErrorAlert onRetry={() => onSubmit()}>
            {saveError instanceof ApiError
              ? saveError.message
              : t(
                  /*i18n*/ {
                    id: "quotation.sponsorForm.detailsCouldNotSaved",
                    message: "The details could not be saved. Please try again.",
                  },
                )}
          </ErrorAlert>
        </div>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        onFocusCapture={onFocusCapture}
        aria-label={t(/*i18n*/ { id: "quotation.sponsorForm.sponsorSDetails", message: "Sponsor's details" })}
      >
        <FieldsBox readOnly={readOnly}>
          <RadioGroup
            {...planforField}
            label={t(/*i18n*/ { id: "quotation.sponsorForm.companyIndividual", message: "Company or Individual" })}
            options={PLANFOR_OPTIONS}
            onChange={changePlanfor}
            required
          />
          {individual ? (
            <RadioGroup
              {...documentTypeField}
              label={t(/*i18n*/ { id: "quotation.sponsorForm.sponsorType", message: "Sponsor Type" })}
              options={SPONSOR_TYPE_OPTIONS}
              onChange={changeSponsorType}
              required
            />
          ) : (
            <span />
          )}
          <TextField
            {...nameField}
            label={
              individual
                ? t(/*i18n*/ { id: "quotation.sponsorForm.firstName", message: "First Name" })
                : t(/*i18n*/ { id: "quotation.sponsorForm.companyName", message: "Company Name" })
            }
            autoComplete={individual ? "name" : "organization"}
            required
          />
          <TextField
            {...emailField}
            label={t(/*i18n*/ { id: "quotation.sponsorForm.eMail", message: "E-mail" })}
            type="email"
            autoComplete="email"
            required
          />
          <MobileFields prefix={prefixField} number={numberField} />
          {individual ? (
            <RadioGroup
              {...genderField}
              label={t(/*i18n*/ { id: "quotation.sponsorForm.gender", message: "Gender" })}
              options={GENDER_OPTIONS}
              required
            />
          ) : (
            <span />
          )}
          <DateField
            key={planfor}
            {...dateField}
            label={translateMessage(sponsorDateLabel(planfor ?? PLANFOR.INDIVIDUAL))}
            window={dateWindowFor(planfor, today)}
            openTo={individual ? "year" : "day"}
            required
          />
          <div className={styles.uid}>
            <TextField
              {...uidField}
              label={translateMessage(sponsorFileNumberLabel(planfor ?? PLANFOR.INDIVIDUAL, documentType))}
              helperText={translateMessage(sponsorFileNumberHint(planfor ?? PLANFOR.INDIVIDUAL, documentType))}
              inputMode={individual ? undefined : "numeric"}
              required
            />
            {individual && (
              <NumberHelp
                label={t(
                  /*i18n*/ {
                    id: "quotation.sponsorForm.numbersUseWithoutUid",
                    message: "Numbers to use without a UID",
                  },
                )}
                values={SPONSOR_UID_PLACEHOLDERS}
              />
            )}
          </div>
          <TextField
            {...addressField}
            label={t(/*i18n*/ { id: "quotation.sponsorForm.address", message: "Address" })}
            helperText={t(
              /*i18n*/ {
                id: "quotation.sponsorForm.optionalPrintedTaxInvoice",
                message: "Optional. Printed on the tax invoice.",
              },
            )}
            autoComplete="street-address"
          />
          {individual ? (
            <span />
          ) : (
            <TextField
              {...trnField}
              label={t(
                /*i18n*/ {
                  id: "quotation.sponsorForm.taxRegistrationNumberTrn",
                  message: "Tax Registration Number (TRN)",
                },
              )}
              helperText={t(
                /*i18n*/ {
                  id: "quotation.sponsorForm.optional15DigitsPrinted",
                  message: "Optional. 15 digits, printed on the tax invoice.",
                },
              )}
              inputMode="numeric"
            />
          )}
          <SelectField
            {...tpaField}
            label={t(/*i18n*/ { id: "quotation.sponsorForm.tpa", message: "TPA" })}
            options={TPA_OPTIONS}
            required
          />
          <TpaLinks tpa={tpa} />
        </FieldsBox>
        <FormUncheckedAlert errors={formState.errors} />
        <div className={styles.actions}>
          {!valid && !saving && (
            <Button variant="text" onClick={showWhatIsMissing}>
              {t(/*i18n*/ { id: "quotation.sponsorForm.showWhatMissing", message: "Show what is missing" })}
            </Button>
          )}
          <Button
            type="submit"
            size="large"
            disabled={!valid || saving}
            loading={saving}
            loadingPosition="start"
            className={styles.save}
          >
            {saving
              ? t(/*i18n*/ { id: "quotation.sponsorForm.pleaseWait", message: "Please Wait..." })
              : t(/*i18n*/ { id: "quotation.sponsorForm.saveProceed", message: "Save & Proceed" })}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The fields in one column on a phone, two from 900 px; an addition's, whose sponsor is its policy's, disabled. */
function FieldsBox({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return readOnly ? (
    <fieldset disabled className={styles.fields}>
      {children}
    </fieldset>
  ) : (
    <div className={styles.fields}>{children}</div>
  );
}
