import { PLANFOR, SPONSOR_FORM_DEFAULTS, SPONSOR_MESSAGES, type SponsorForm as SponsorFormValues } from "@pp/domain";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLanguage, loadScreenTexts } from "../../../i18n/i18n";
import { QUOTATION_TEXTS } from "../quotation-texts";
import { renderStepOne } from "./render-step-one.test-support";

afterEach(async () => {
  cleanup();
  await act(() => activateLanguage("en"));
});

const COMPANY: SponsorFormValues = { ...SPONSOR_FORM_DEFAULTS, planfor: PLANFOR.COMPANY };

/** Step 1 as the partner opens it, for a new quotation of Basic, with the TPA's links the server gives. */
const openStepOne = (defaultValues: SponsorFormValues = SPONSOR_FORM_DEFAULTS) =>
  renderStepOne(defaultValues, [
    { benefitsLink: "https://example.com/nas-tob.pdf", networkLink: "https://example.com/nas-network" },
    { benefitsLink: "https://example.com/nextcare-tob.pdf", networkLink: "https://example.com/nextcare-network" },
  ]);

/** A field by its label (a required field's label ends in an asterisk). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, "\\$&")}`)) as HTMLInputElement;
/** Lets the form's checks (they run asynchronously) finish. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
/** Leaves a field, as a press elsewhere or Tab does (React hears focusout). */
const leave = (label: string) => fireEvent.focusOut(field(label));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe("step 1 of a quotation", () => {
  it("opens with nothing in red, and a field speaks once it has been left, not while it is typed", async () => {
    openStepOne();
    expect(screen.queryByText(/is required/)).toBeNull();
    expect(document.querySelector("[aria-invalid=true]")).toBeNull();

    type("E-mail", "omar@");
    await settled();
    expect(screen.queryByText(SPONSOR_MESSAGES.emailInvalid)).toBeNull();
    leave("E-mail");
    expect(await screen.findByText(SPONSOR_MESSAGES.emailInvalid)).toBeTruthy();
    // Only the field left: the others are still untouched.
    expect(screen.queryByText(SPONSOR_MESSAGES.firstNameRequired)).toBeNull();
  });

  it("after Show what is missing, a message goes as its field is put right, not only when the field is left", async () => {
    openStepOne();
    fireEvent.click(screen.getByRole("button", { name: "Show what is missing" }));
    expect(await screen.findByText(SPONSOR_MESSAGES.emailRequired)).toBeTruthy();
    // Still in the field: leaving it would move everything below under a press begun there.
    type("E-mail", "omar@example.com");
    await waitFor(() => expect(screen.queryByText(SPONSOR_MESSAGES.emailRequired)).toBeNull());
    expect(screen.getByText(SPONSOR_MESSAGES.firstNameRequired)).toBeTruthy();
  });

  it("asks a company for an optional address and TRN, and says what a TRN is when one is wrong", async () => {
    openStepOne(COMPANY);
    expect(field("Address").required).toBe(false);
    const trn = field("Tax Registration Number (TRN)");
    expect(trn.required).toBe(false);
    expect(screen.getByText("Optional. 15 digits, printed on the tax invoice.")).toBeTruthy();

    type("Tax Registration Number (TRN)", "10023456780000");
    leave("Tax Registration Number (TRN)");
    expect(await screen.findByText(SPONSOR_MESSAGES.trnInvalid)).toBeTruthy();
    expect(trn.getAttribute("aria-invalid")).toBe("true");

    // The same message in Arabic for an Arabic screen, whose own texts come from its catalog as on its route.
    await act(async () => {
      await loadScreenTexts([QUOTATION_TEXTS]);
      await activateLanguage("ar");
    });
    expect(screen.getByRole("heading", { name: "بيانات الكفيل" })).toBeTruthy();
    expect(
      screen.getByText("يتكون الرقم الضريبي (TRN) من 15 رقمًا، كما في شهادة التسجيل في ضريبة القيمة المضافة للشركة."),
    ).toBeTruthy();
    await act(() => activateLanguage("en"));

    type("Tax Registration Number (TRN)", "100234567800003");
    await waitFor(() => expect(screen.queryByText(SPONSOR_MESSAGES.trnInvalid)).toBeNull());
    expect(trn.getAttribute("aria-invalid")).not.toBe("true");
  });

  it("asks an individual for an address but no TRN", () => {
    openStepOne();
    expect(field("Address")).toBeTruthy();
    expect(screen.queryByLabelText("Tax Registration Number (TRN)")).toBeNull();
  });
});
