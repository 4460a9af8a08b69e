import {
  birthDateWindow,
  formatSearchTextInput,
  POLICY_NUMBER_MAX_LENGTH,
  RENEWAL_SEARCH_MESSAGES,
  type RenewalSearch,
  SEARCH_BY,
  SEARCH_BY_OPTIONS,
  type SearchBy,
  type Words,
} from "@pp/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { Alert } from "../../../ui/plain/alert";
import { Button } from "../../../ui/plain/button";
import card from "../../../ui/plain/card.module.css";
import { cx } from "../../../ui/plain/class-names";
import { DateField } from "../../../ui/plain/date-field";
import { RadioGroup } from "../../../ui/plain/radio-group";
import { TextField } from "../../../ui/plain/text-field";
import text from "../../../ui/plain/typography.module.css";
import { useToday } from "../../../ui/use-today";
import { renewalKeys } from "../api/query-keys";
import { useSearchPolicy } from "../api/search-policy";
import { RenewalStepper } from "../components/renewal-stepper";
import { RENEWAL_PATHS, RENEWAL_STEP_INDEX } from "../renewal-paths";
import { forgetParentQuotation, rememberParentQuotation } from "../renewal-storage";
import styles from "./search-policy-page.module.css";
import { SEARCH_FIELDS, type SearchValues, useRenewalSearchForm } from "./use-renewal-search-form";
import { useSignedInPartner } from "./use-signed-in-partner";

/** The number field of each way of searching: its label and hint (an Emirates ID's is its pattern, the same in Arabic). */
const TEXT_FIELD_WORDS: Record<SearchBy, { label: Words; hint: Words; inputMode: "numeric" | "text" }> = {
  [SEARCH_BY.EMIRATES_ID]: {
    label: /*i18n*/ { id: "renewal.searchPolicyPage.emiratesIdNumber", message: "Emirates ID number" },
    hint: /*i18n*/ { id: "renewal.searchPolicyPage.emiratesIdPattern", message: "784-YYYY-NNNNNNN-C" },
    inputMode: "numeric",
  },
  [SEARCH_BY.POLICY_NUMBER]: {
    label: /*i18n*/ { id: "renewal.reviewSections.policyNumber", message: "Policy number" },
    hint: /*i18n*/ { id: "renewal.searchPolicyPage.shownPolicySchedule", message: "As shown on the policy schedule" },
    inputMode: "text",
  },
  [SEARCH_BY.PASSPORT]: {
    label: /*i18n*/ { id: "renewal.searchPolicyPage.passportNumber", message: "Passport number" },
    hint: /*i18n*/ { id: "renewal.searchPolicyPage.passportHint", message: "6 to 15 letters and digits" },
    inputMode: "text",
  },
};

/**
 * Hyphens go into an Emirates ID as it is typed. Anything but digits, spaces and hyphens is kept as
 * typed, so the field can say "Enter digits only" rather than silently drop the letters.
 */
const formatAsTyped = (searchBy: SearchBy, raw: string) =>
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

const initialValues = (remindedPolicy: string): SearchValues =>
  remindedPolicy
    ? { searchBy: SEARCH_BY.POLICY_NUMBER, searchText: remindedPolicy, dateOfBirth: "" }
    : { searchBy: null, searchText: "", dateOfBirth: "" };

/**
 * /Basic-Renewals/searchpolicy ("Policy search"): find the policy to renew. The page a customer's renewal starts on,
 * often on a phone: plain elements and CSS rather than MUI, its form plain React state checked with the domain's search
 * schema, which loads when the form is first touched (docs/decisions/030).
 */
export function SearchPolicyPage() {
  const { t } = useText();
  const today = useToday();
  const dateWindow = useMemo(() => birthDateWindow(today), [today]);
  const partner = useSignedInPartner();
  const [remindedPolicy] = useState(policyFromReminder);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const search = useSearchPolicy();
  const headingId = useId();
  const form = useRenewalSearchForm(today, initialValues(remindedPolicy), (values) => {
    // The session decides who the partner is; partner_sno only says "a partner is searching".
    const body: RenewalSearch = partner ? { ...values, partner_sno: partner.partner_sno } : values;
    search.mutate(body, {
      onSuccess: (found) => {
        // Another policy may have been open in this browser: nothing of it may show on the next screens.
        queryClient.removeQueries({ queryKey: renewalKeys.all });
        forgetParentQuotation();
        rememberParentQuotation(found.parentQuotationNo);
        navigate(RENEWAL_PATHS.details);
      },
      onError: (error) => {
        if (error instanceof ApiError) form.showServerProblems(error.fieldErrors);
      },
    });
  });
  const searchBy = form.values.searchBy;
  const number = form.field("searchText");
  const message = form.unchecked ? RENEWAL_SEARCH_MESSAGES.general : search.error ? topMessage(search.error) : null;

  return (
    <>
      <RenewalStepper activeIndex={RENEWAL_STEP_INDEX.search} />
      <h1 className={text.h1}>
        {t(/*i18n*/ { id: "renewal.searchPolicyPage.renewExistingPolicy", message: "Renew your existing policy" })}
      </h1>
      {partner && (
        <p className={cx(text.body1, text.secondary, styles.notice)}>
          {t(
            /*i18n*/ {
              id: "renewal.searchPolicyPage.youSignedRenewalRecorded",
              message:
                "You are signed in as {name}. A renewal is recorded for the partner who sold the policy: your own customers' policies show in full, other policies masked as the customer sees them.",
              values: { name: partner.partner_name },
            },
          )}
        </p>
      )}
      {remindedPolicy && (
        <p className={cx(text.body1, styles.notice)}>
          {t(
            /*i18n*/ {
              id: "renewal.searchPolicyPage.enterBirthDateToRenew",
              message: "Enter the insured member's date of birth to renew policy {policyNo}.",
              values: { policyNo: remindedPolicy },
            },
          )}
        </p>
      )}
      {message && (
        <div className={styles.notice}>
          <Alert severity="error">{translateMessage(message)}</Alert>
        </div>
      )}
      <form
        className={cx(card.card, styles.form)}
        noValidate
        onSubmit={form.onSubmit}
        onFocus={form.prepare}
        aria-labelledby={headingId}
      >
        <h2 className={text.h2} id={headingId}>
          {t(/*i18n*/ { id: "renewal.searchPolicyPage.insuredMemberDetails", message: "Insured Member Details" })}
        </h2>
        <p className={cx(text.body2, text.secondary, styles.required)}>
          {t(
            /*i18n*/ {
              id: "renewal.searchPolicyPage.fieldsMarkedRequired",
              message: "Fields marked with * are required",
            },
          )}
        </p>
        <RadioGroup
          {...form.searchBy}
          onChange={(value) => {
            form.searchBy.onChange(value);
            search.reset();
          }}
          label={t(/*i18n*/ { id: "renewal.searchPolicyPage.search", message: "Search by" })}
          options={SEARCH_BY_OPTIONS}
          required
        />
        {searchBy !== null && (
          <>
            <TextField
              key={searchBy}
              {...number}
              onChange={(raw) => number.onChange(formatAsTyped(searchBy, raw))}
              label={t(TEXT_FIELD_WORDS[searchBy].label)}
              helperText={t(TEXT_FIELD_WORDS[searchBy].hint)}
              autoComplete="off"
              required
              inputMode={TEXT_FIELD_WORDS[searchBy].inputMode}
              spellCheck={false}
            />
            <DateField
              {...form.field("dateOfBirth")}
              label={t(/*i18n*/ { id: "renewal.reviewSections.dateBirth", message: "Date of birth" })}
              window={dateWindow}
              openTo="year"
              required
            />
          </>
        )}
        {searchBy === null && (
          <p className={cx(text.body2, text.secondary, styles.choose)}>
            {t(
              /*i18n*/ {
                id: "renewal.searchPolicyPage.chooseHowSearchNumber",
                message: "Choose how to search: the number and the date of birth of an insured member are asked next.",
              },
            )}
          </p>
        )}
        <Button type="submit" size="large" loading={search.isPending} loadingPosition="start" className={styles.submit}>
          {search.isPending
            ? t(/*i18n*/ { id: "renewal.form.pleaseWait", message: "Please Wait..." })
            : t(/*i18n*/ { id: "renewal.searchPolicyPage.searchProceed", message: "Search & Proceed" })}
        </Button>
      </form>
    </>
  );
}
