import {
  GENDER,
  PLANFOR,
  SPONSOR_FORM_DEFAULTS,
  SPONSOR_MESSAGES,
  SPONSOR_TYPE,
  type SponsorForm as SponsorFormValues,
  toIsoDate,
} from "@pp/domain";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderStepOne } from "./render-step-one.test-support";

/**
 * Step 1's own rules, without the server: when Save & Proceed may be pressed, what Show what is missing marks, what a
 * switch to Company empties, what the UID's help lists, and that a calendar closed without a date asks for one. Moved
 * here from e2e/tests/quotation-sponsor.spec.ts (issue 43), which keeps the journeys: saving, a failed save, the TPA's
 * documents and the calendars' windows.
 */

afterEach(cleanup);

/** A 40-year-old expatriate, every field right (the date of birth as the calendar would have put it). */
const fortyYearsAgo = () => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - 40);
  return toIsoDate(date);
};
const validIndividual = (): SponsorFormValues => ({
  ...SPONSOR_FORM_DEFAULTS,
  documentType: SPONSOR_TYPE.EXPATRIATE,
  sponsorName: "Ahmed Khan",
  mobile_number: "1234567",
  sponsorEmail: "ahmed@example.com",
  gender: GENDER.MALE,
  sponsorDate: fortyYearsAgo(),
  sponsorFileNumber: "201/2020/1234567",
});

const renderForm = renderStepOne;

const save = () => screen.getByRole("button", { name: /Save & Proceed/ }) as HTMLButtonElement;
const textbox = (label: string) => screen.getByRole("textbox", { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const radio = (name: string) => screen.getByRole("radio", { name: new RegExp(`^${name}`) });
const change = (label: string, value: string) => fireEvent.change(textbox(label), { target: { value } });

describe("step 1's Save & Proceed", () => {
  it("stays disabled until every field is valid, and again when one is broken", async () => {
    renderForm();
    expect(save().disabled).toBe(true);
    cleanup();

    renderForm(validIndividual());
    await waitFor(() => expect(save().disabled).toBe(false));
    change("Mobile number", "12");
    await waitFor(() => expect(save().disabled).toBe(true));
    change("Mobile number", "1234567");
    await waitFor(() => expect(save().disabled).toBe(false));
  });

  it("is disabled while a field left wrong says why", async () => {
    renderForm(validIndividual());
    await waitFor(() => expect(save().disabled).toBe(false));
    const email = textbox("E-mail");
    fireEvent.focus(email);
    fireEvent.change(email, { target: { value: "" } });
    fireEvent.blur(email);
    await screen.findByText(SPONSOR_MESSAGES.emailRequired);
    expect(save().disabled).toBe(true);
  });
});

describe("step 1's Show what is missing", () => {
  it("marks every field still needed, shows the UID's shape, and goes once the form is valid", async () => {
    // The date of birth is the calendar's (its closing without a date is tested below); the rest is typed here.
    renderForm({ ...SPONSOR_FORM_DEFAULTS, sponsorDate: fortyYearsAgo() });
    expect(screen.getByText("As on the visa: emirate / year / number, e.g. 201/2020/1234567.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Show what is missing" }));
    expect(await screen.findByText(SPONSOR_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(SPONSOR_MESSAGES.sponsorTypeRequired)).toBeTruthy();

    // One field after another, as a partner fills them: each change is checked before the next.
    for (const fill of [
      () => fireEvent.click(radio("Expatriate")),
      () => change("First Name", "Ahmed Khan"),
      () => change("Mobile number", "1234567"),
      () => change("E-mail", "ahmed@example.com"),
      () => fireEvent.click(radio("Male")),
      () => change("UID Number", "201/2020/1234567"),
    ]) {
      fill();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    }
    await waitFor(() => expect(screen.queryByRole("button", { name: "Show what is missing" })).toBeNull());
    expect(save().disabled).toBe(false);
  });
});

describe("step 1 switched to Company", () => {
  it("clears what only fits an individual and renames the fields", async () => {
    renderForm(validIndividual());
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(radio("Company"));
    await waitFor(() => expect(screen.queryByRole("radiogroup", { name: /^Sponsor Type/ })).toBeNull());
    expect(screen.queryByRole("radiogroup", { name: /^Gender/ })).toBeNull();
    expect(textbox("Company Name").value).toBe("Ahmed Khan");
    expect(textbox("Trade license expiry date").value).toBe("");
    expect(textbox("Tax registration / File Number").value).toBe("");
    await waitFor(() => expect(save().disabled).toBe(true));
  });
});

describe("step 1's help for a UID", () => {
  it("lists the numbers to use without a UID", () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Numbers to use without a UID" }));
    const tip = screen.getByRole("tooltip");
    for (const text of [
      "000/0000/00000 – UAE national",
      "111/1111/11111 – GCC national",
      "222/2222/22222 – Abu Dhabi visa",
      "333/3333/33333 – Northern Emirates visa",
      "444/4444/44444 – Visitor",
    ]) {
      expect(tip.textContent).toContain(text);
    }
  });
});

describe("step 1's calendars closed without a date", () => {
  for (const { kind, label, message } of [
    { kind: "Individual", label: "Date of birth", message: SPONSOR_MESSAGES.dateOfBirthRequired },
    { kind: "Company", label: "Trade license expiry date", message: SPONSOR_MESSAGES.tradeLicenseExpiryRequired },
  ]) {
    it(`${kind}: the ${label.toLowerCase()} can only be picked, and a calendar closed without one asks for it`, async () => {
      renderForm(kind === "Company" ? { ...SPONSOR_FORM_DEFAULTS, planfor: PLANFOR.COMPANY } : undefined);
      const field = textbox(label);
      expect(field.readOnly).toBe(true);

      fireEvent.click(field);
      const calendar = await screen.findByRole("dialog");
      fireEvent.keyDown(calendar, { key: "Escape" });
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await screen.findByText(message);
      const field2 = textbox(label);
      expect(field2.getAttribute("aria-invalid")).toBe("true");
      const described = (field2.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id));
      expect(described.map((element) => element?.textContent ?? "")).toContain(message);
      expect(save().disabled).toBe(true);

      // A date picked from the calendar clears the message.
      fireEvent.click(textbox(label));
      const reopened = await screen.findByRole("dialog");
      if (kind === "Individual") {
        const year = String(new Date().getFullYear() - 30);
        fireEvent.change(within(reopened).getByRole("combobox", { name: "Year" }), { target: { value: year } });
        fireEvent.change(within(reopened).getByRole("combobox", { name: "Month" }), { target: { value: "6" } });
      }
      // A birthday mid-month; a licence expiring today, the first day its calendar allows. Today is the UAE's: from
      // 20:00 UTC it is already tomorrow there, and the machine's own date would be a day the calendar refuses.
      const day = kind === "Individual" ? "15" : String(Number(toIsoDate(new Date()).slice(8)));
      const days = await within(reopened).findAllByRole("button");
      fireEvent.click(days.find((cell) => cell.textContent === day && cell.getAttribute("aria-disabled") === null)!);
      await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    }, 30_000);
  }
});
