import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderStepOne } from "./render-step-one.test-support";

/**
 * Step 1's field messages (spec §5), one per rule: each shows under its field once the field is left wrong, and goes
 * once it is put right. The form's own rules, checked without a browser or the server (the form's other rules are
 * sponsor-form-rules.test.tsx); e2e/tests/quotation-sponsor.spec.ts keeps what needs Chromium and the server.
 */

afterEach(cleanup);

const renderForm = () => renderStepOne();

/** The text field with this label (its required mark aside). */
const textbox = (label: string) => screen.getByRole("textbox", { name: new RegExp(`^${label}`) });
const choose = (name: string) => fireEvent.click(screen.getByRole("radio", { name: new RegExp(`^${name}`) }));

/** Types `value` as a user would and leaves the field; an empty value is typed and erased. */
function typeAndLeave(field: HTMLElement, value: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: value || "x" } });
  if (!value) fireEvent.change(field, { target: { value: "" } });
  fireEvent.blur(field);
}

/** The message the field's description points to, once it is shown. */
async function shownMessage(field: HTMLElement, message: string) {
  await screen.findByText(message);
  expect(field.getAttribute("aria-invalid")).toBe("true");
  const described = (field.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id));
  expect(described.map((element) => element?.textContent ?? "")).toContain(message);
}

type TextCase = {
  message: string;
  input: string;
  kind?: "Company" | "Expatriate";
  label: string;
  bad: string;
  good: string;
};

const TEXT_CASES: TextCase[] = [
  { message: "Enter alphabets only.", input: "a name with digits", label: "First Name", bad: "Ahmed 2", good: "Ahmed" },
  {
    message: "First Name is required.",
    input: "an empty name of an individual",
    label: "First Name",
    bad: "",
    good: "Ahmed",
  },
  {
    message: "Company Name is required.",
    input: "an empty company name",
    kind: "Company",
    label: "Company Name",
    bad: "",
    good: "Gulf Trading",
  },
  {
    message: "Mobile Number is required and It should be 7 digit long.",
    input: "a mobile number of 6 digits",
    label: "Mobile number",
    bad: "123456",
    good: "1234567",
  },
  {
    message: "Invalid email address.",
    input: "a malformed e-mail address",
    label: "E-mail",
    bad: "ahmed@example",
    good: "ahmed@example.com",
  },
  {
    message: "Email address is required.",
    input: "an empty e-mail address",
    label: "E-mail",
    bad: "",
    good: "ahmed@example.com",
  },
  {
    message: "Enter correct format.",
    input: "a UID of letters for an expatriate",
    kind: "Expatriate",
    label: "UID Number",
    bad: "ABCDEF",
    good: "201/2020/1234567",
  },
  {
    message: "Enter correct format.",
    input: "an expatriate's digits that are not a visa file number",
    kind: "Expatriate",
    label: "UID Number",
    bad: "2012020123456789",
    good: "201/2020/1234567",
  },
  {
    message: "Number is required.",
    input: "an empty UID of an expatriate",
    kind: "Expatriate",
    label: "UID Number",
    bad: "",
    good: "201/2020/1234567",
  },
  {
    message: "Cannot be less than 6 digits.",
    input: "a UID shorter than 6 characters",
    kind: "Expatriate",
    label: "UID Number",
    bad: "201/2",
    good: "201/2020/1234567",
  },
  {
    message: "Enter digits only.",
    input: "a company tax or file number with letters",
    kind: "Company",
    label: "Tax registration / File Number",
    bad: "12AB5678",
    good: "12345678",
  },
];

describe("step 1's field messages", () => {
  for (const c of TEXT_CASES) {
    it(`"${c.message}" shows for ${c.input} and goes once it is fixed`, async () => {
      renderForm();
      if (c.kind) choose(c.kind);
      const field = textbox(c.label);
      typeAndLeave(field, c.bad);
      await shownMessage(field, c.message);

      fireEvent.change(field, { target: { value: c.good } });
      await expect.poll(() => screen.queryByText(c.message)).toBeNull();
      expect(field.getAttribute("aria-invalid")).not.toBe("true");
    });
  }

  it('"Sponsor Type is required." shows when an individual leaves the sponsor type unchosen', async () => {
    renderForm();
    const expatriate = screen.getByRole("radio", { name: /^Expatriate/ });
    fireEvent.focus(expatriate);
    fireEvent.blur(expatriate);
    const group = screen.getByRole("group", { name: /^Sponsor Type/ });
    await within(group).findByText("Sponsor Type is required.");
    // The group, not only the text under it, is described by the message (a screen reader says it with the group).
    const radios = screen.getByRole("radiogroup", { name: /^Sponsor Type/ });
    expect(radios.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (radios.getAttribute("aria-describedby") ?? "").split(" ");
    expect(describedBy.map((id) => document.getElementById(id)?.textContent ?? "")).toContain(
      "Sponsor Type is required.",
    );

    choose("Expatriate");
    await expect.poll(() => screen.queryByText("Sponsor Type is required.")).toBeNull();
  });
});
