import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import {
  birthDateWindow,
  formatSearchTextInput,
  POLICY_NUMBER_MAX_LENGTH,
  RENEWAL_SEARCH_MESSAGES,
  type RenewalSearch,
  renewalSearchSchema,
  SEARCH_BY,
  SEARCH_BY_OPTIONS,
  type SearchBy,
} from "@pp/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { ApiError } from "../../../api/client";
import { msg, translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { readPartnerDetails } from "../../../shell/read-partner-details";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { ErrorAlert } from "../../../ui/error-alert";
import { FormDateField } from "../../../ui/form-date-field";
import { FormRadioGroup } from "../../../ui/form-radio-group";
import { FormTextField } from "../../../ui/form-text-field";
import { useToday } from "../../../ui/use-today";
import { renewalKeys } from "../api/query-keys";
import { useSearchPolicy } from "../api/search-policy";
import { RenewalStepper } from "../components/renewal-stepper";
import { RENEWAL_PATHS, RENEWAL_STEP_INDEX } from "../renewal-paths";
import { forgetParentQuotation, rememberParentQuotation } from "../renewal-storage";

type SearchInput = z.input<ReturnType<typeof renewalSearchSchema>>;

const SEARCH_FIELDS = ["search_by", "search_text", "date_of_birth"] as const;

const TEXT_FIELD: Record<SearchBy, { label: string; hint: string; inputMode: "numeric" | "text" }> = {
  [SEARCH_BY.EMIRATES_ID]: { label: msg("Emirates ID number"), hint: "784-YYYY-NNNNNNN-C", inputMode: "numeric" },
  [SEARCH_BY.POLICY_NUMBER]: {
    label: msg("Policy number"),
    hint: msg("As shown on the policy schedule"),
    inputMode: "text",
  },
  [SEARCH_BY.PASSPORT]: { label: msg("Passport number"), hint: msg("6 to 15 letters and digits"), inputMode: "text" },
};

/**
 * Hyphens go into an Emirates ID as it is typed. Anything but digits, spaces and hyphens is kept as
 * typed, so the field can say "Enter digits only" rather than silently drop the letters.
 */
const formatAsTyped = (searchBy: SearchBy) => (raw: string) =>
  /^[\d\s-]*$/.test(raw) ? formatSearchTextInput(searchBy, raw) : raw;

/** Field errors sit on their fields; anything else is said at the top of the form. */
function topMessage(error: Error): string | null {
  if (!(error instanceof ApiError)) return RENEWAL_SEARCH_MESSAGES.general;
  if (SEARCH_FIELDS.some((field) => error.fieldErrors[field]?.length)) return null;
  // 404 "No record found" and 429 "Too many searches …" are the server's words; other failures get the general one.
  if (error.status === 404 || error.status === 429) return error.message;
  return RENEWAL_SEARCH_MESSAGES.general;
}

/**
 * A renewal reminder's link lands here with "#policy=…": the number is filled in and only the member's date of birth
 * is asked. Anything longer than a policy number can be is ignored.
 */
function policyFromReminder(): string {
  const value = new URLSearchParams(window.location.hash.slice(1)).get("policy")?.trim() ?? "";
  return value.length <= POLICY_NUMBER_MAX_LENGTH ? value : "";
}

/** /Basic-Renewals/searchpolicy ("Policy search"): find the policy to renew. */
export function SearchPolicyPage() {
  const { t } = useText();
  const today = useToday();
  const schema = useMemo(() => renewalSearchSchema(today), [today]);
  const dateWindow = useMemo(() => birthDateWindow(today), [today]);
  const [partner] = useState(readPartnerDetails);
  const [remindedPolicy] = useState(policyFromReminder);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const search = useSearchPolicy();
  const headingId = useId();
  const { control, handleSubmit, watch, setValue, clearErrors, setError } = useForm<
    SearchInput,
    unknown,
    RenewalSearch
  >({
    resolver: zodResolver(schema),
    defaultValues: remindedPolicy
      ? { search_by: SEARCH_BY.POLICY_NUMBER, search_text: remindedPolicy, date_of_birth: "" }
      : { search_by: null, search_text: "", date_of_birth: "" },
  });
  const searchBy = watch("search_by") ?? null;
  const textField = searchBy === null ? null : TEXT_FIELD[searchBy];

  // Another type empties the number and clears every error flag.
  const changeSearchBy = (value: string | number) => {
    setValue("search_by", value as SearchBy);
    setValue("search_text", "");
    clearErrors();
    search.reset();
  };

  const onSubmit = handleSubmit((values) => {
    // The session decides who the partner is; partner_sno only says "a partner is searching".
    const body: RenewalSearch = partner ? { ...values, partner_sno: partner.partner_sno } : values;
    search.mutate(body, {
      onSuccess: (found) => {
        // Another policy may have been open in this browser: nothing of it may show on the next screens.
        queryClient.removeQueries({ queryKey: renewalKeys.all });
        forgetParentQuotation();
        rememberParentQuotation(found.Parent_Quotation_No);
        navigate(RENEWAL_PATHS.details);
      },
      onError: (error) => {
        applyFieldErrors(error, setError, SEARCH_FIELDS);
      },
    });
  });

  const message = search.error ? topMessage(search.error) : null;

  return (
    <>
      <RenewalStepper activeIndex={RENEWAL_STEP_INDEX.search} />
      <Typography variant="h1" gutterBottom>
        {t("Renew your existing policy")}
      </Typography>
      {partner && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(
            "You are signed in as {name}. A renewal is recorded for the partner who sold the policy: your own customers' policies show in full, other policies masked as the customer sees them.",
            { name: partner.partner_name },
          )}
        </Typography>
      )}
      {remindedPolicy && (
        <Typography sx={{ mb: 2 }}>
          {t("Enter the insured member's date of birth to renew policy {policyNo}.", { policyNo: remindedPolicy })}
        </Typography>
      )}
      {message && (
        <Box sx={{ mb: 2 }}>
          <ErrorAlert>{message}</ErrorAlert>
        </Box>
      )}
      <Paper
        component="form"
        variant="outlined"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={headingId}
        sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}
      >
        <Typography variant="h2" id={headingId}>
          {t("Insured Member Details")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t("Fields marked with * are required")}
        </Typography>
        <FormRadioGroup
          control={control}
          name="search_by"
          label={t("Search by")}
          options={SEARCH_BY_OPTIONS}
          required
          onValueChange={changeSearchBy}
        />
        {searchBy !== null && textField && (
          <>
            <FormTextField
              key={searchBy}
              control={control}
              name="search_text"
              label={translateMessage(textField.label)}
              helperText={translateMessage(textField.hint)}
              format={formatAsTyped(searchBy)}
              autoComplete="off"
              required
              inputProps={{ inputMode: textField.inputMode, spellCheck: false }}
            />
            <FormDateField
              control={control}
              name="date_of_birth"
              label={t("Date of birth")}
              window={dateWindow}
              openTo="year"
              required
            />
          </>
        )}
        {searchBy === null && (
          <Typography variant="body2" color="text.secondary">
            {t("Choose how to search: the number and the date of birth of an insured member are asked next.")}
          </Typography>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={search.isPending}
          loadingPosition="start"
          sx={{ mt: 3, width: { xs: "100%", sm: "auto" } }}
        >
          {search.isPending ? t("Please Wait...") : t("Search & Proceed")}
        </Button>
      </Paper>
    </>
  );
}
