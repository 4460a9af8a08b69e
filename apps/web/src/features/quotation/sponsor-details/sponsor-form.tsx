import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import {
  type DateWindow,
  defaultSponsorDateMax,
  GENDER_OPTIONS,
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
  sponsorFormSchema,
  sponsorUidHint,
  sponsorUidLabel,
  TPA_OPTIONS,
  type TpaCode,
  toSponsorPayload,
} from "@pp/domain";
import { useMemo } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { ErrorAlert } from "../../../ui/error-alert";
import { FormDateField } from "../../../ui/form-date-field";
import { FormMobileFields } from "../../../ui/form-mobile-fields";
import { FormRadioGroup } from "../../../ui/form-radio-group";
import { FormSelectField } from "../../../ui/form-select-field";
import { FormTextField } from "../../../ui/form-text-field";
import { NumberHelp } from "../../../ui/number-help";
import { useToday } from "../../../ui/use-today";
import { useCreateQuotation } from "../api/create-quotation";
import { useUpdateSponsor } from "../api/update-sponsor";
import { useIdempotencyKey } from "../hooks/use-idempotency-key";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import { rememberQuotation, setTempStatus } from "../wizard-storage";
import { TpaLinks } from "./tpa-links";

type SponsorFormInput = z.input<ReturnType<typeof sponsorFormSchema>>;
type Field = FieldPath<SponsorFormInput>;

/** Server field errors use the payload's legacy names; this is where each one is typed in the form. */
const PAYLOAD_FIELDS: Record<string, Field> = {
  dhpo_entity_type_sno: "documentType",
  Spoonser_employer_namer: "sponsor_name",
  sponsor_mobile_no: "mobile_number",
  sponosor_email: "email_address",
  gender: "gender",
  date_of_birth: "date_of_birth",
  Sponsor_uid: "Sponsor_uid",
  Tpa_sno: "Tpa_sno",
};
const FORM_FIELDS = [...new Set(Object.values(PAYLOAD_FIELDS))];

/** Fields whose meaning changes with Company/Individual: emptied when it changes. */
const PLANFOR_DEPENDENT_FIELDS = ["documentType", "gender", "date_of_birth", "Sponsor_uid"] as const;

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
  const schema = useMemo(() => sponsorFormSchema(today), [today]);
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
    resolver: zodResolver(schema),
    mode: "all",
    defaultValues,
  });
  const planfor = watch("planfor") as Planfor | undefined;
  const documentType = watch("documentType");
  const tpa = watch("Tpa_sno") as TpaCode;
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
    setValue("date_of_birth", "", { shouldDirty: true });
    setValue("Sponsor_uid", "", { shouldDirty: true });
    clearErrors([...PLANFOR_DEPENDENT_FIELDS]);
    // The name's message names the kind of sponsor; the rest was emptied and waits for the user.
    void revalidate("planfor", ["sponsor_name"]);
  };

  const changeSponsorType = (value: string | number) => {
    setValue("documentType", value as SponsorFormInput["documentType"], { shouldDirty: true, shouldTouch: true });
    // Expatriates give a visa file number, nationals a file number: the same text may now be right or wrong.
    void revalidate("documentType", ["Sponsor_uid"]);
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
      rememberQuotation({ id: saved.InsertedId, number: saved.Quotation_no, product, planfor: values.planfor });
      setTempStatus("Next");
      navigate(stepPath("members"));
    } catch (error) {
      const fieldError = toFormFieldErrors(error);
      if (fieldError) applyFieldErrors(fieldError, setError, FORM_FIELDS);
    }
  });

  const showSaveError = saveError && !toFormFieldErrors(saveError);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" gutterBottom>
        {t("Sponsor's Details")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("All fields are required.")}
      </Typography>
      {showSaveError && (
        <Box sx={{ my: 2 }}>
          <ErrorAlert onRetry={() => onSubmit()}>
            {saveError instanceof ApiError ? saveError.message : t("The details could not be saved. Please try again.")}
          </ErrorAlert>
        </Box>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t("Sponsor's details")}>
        <Box
          component={readOnly ? "fieldset" : "div"}
          disabled={readOnly || undefined}
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" },
            columnGap: 3,
            border: 0,
            p: 0,
            m: 0,
          }}
        >
          <FormRadioGroup
            control={control}
            name="planfor"
            label={t("Company or Individual")}
            options={PLANFOR_OPTIONS}
            onValueChange={changePlanfor}
            required
          />
          {individual ? (
            <FormRadioGroup
              control={control}
              name="documentType"
              label={t("Sponsor Type")}
              options={SPONSOR_TYPE_OPTIONS}
              onValueChange={changeSponsorType}
              required
            />
          ) : (
            <span />
          )}
          <FormTextField
            control={control}
            name="sponsor_name"
            label={individual ? t("First Name") : t("Company Name")}
            autoComplete={individual ? "name" : "organization"}
            required
          />
          <FormTextField
            control={control}
            name="email_address"
            label={t("E-mail")}
            type="email"
            autoComplete="email"
            required
          />
          <FormMobileFields control={control} prefixName="mobile_prefix" numberName="mobile_number" />
          {individual ? (
            <FormRadioGroup control={control} name="gender" label={t("Gender")} options={GENDER_OPTIONS} required />
          ) : (
            <span />
          )}
          <FormDateField
            key={planfor}
            control={control}
            name="date_of_birth"
            label={translateMessage(sponsorDateLabel(planfor ?? PLANFOR.INDIVIDUAL))}
            window={dateWindowFor(planfor, today)}
            openTo={individual ? "year" : "day"}
            required
          />
          <Box sx={{ display: "flex", gap: 0.5, alignItems: "flex-start" }}>
            <FormTextField
              control={control}
              name="Sponsor_uid"
              label={translateMessage(sponsorUidLabel(planfor ?? PLANFOR.INDIVIDUAL, documentType))}
              helperText={translateMessage(sponsorUidHint(planfor ?? PLANFOR.INDIVIDUAL, documentType))}
              inputProps={individual ? undefined : { inputMode: "numeric" }}
              required
            />
            {individual && <NumberHelp label={t("Numbers to use without a UID")} values={SPONSOR_UID_PLACEHOLDERS} />}
          </Box>
          <FormSelectField control={control} name="Tpa_sno" label={t("TPA")} options={TPA_OPTIONS} required />
          <TpaLinks tpa={tpa} />
        </Box>
        <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: 1.5, mt: 3 }}>
          {!formState.isValid && !saving && (
            <Button variant="text" onClick={() => void trigger(undefined, { shouldFocus: true })}>
              {t("Show what is missing")}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!formState.isValid || saving}
            loading={saving}
            loadingPosition="start"
            sx={{ width: { xs: "100%", sm: "auto" } }}
          >
            {saving ? t("Please Wait...") : t("Save & Proceed")}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
