import { zodResolver } from "@hookform/resolvers/zod";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { type Control, useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { FormRadioGroup } from "./form-radio-group";
import { FormTextField } from "./form-text-field";
import { Checkbox } from "./plain/checkbox";
import { SelectField } from "./plain/select-field";
import { TextField } from "./plain/text-field";
import { useFormField } from "./use-form-field";

// A form of the test's own: what is checked here is how fields show a rule's messages, not any rule of the portal.
const schema = z.object({
  name: z.string().min(1, "Name is required."),
  email: z.string().min(1, "Email is required."),
  code: z.string().min(1, "Choose a code."),
  gender: z.enum(["M", "F"], "Choose a gender."),
});
type Values = z.input<typeof schema>;

/** A plain field of the form, as a form's own field component holds it. */
function PlainText({
  control,
  name,
  label,
  hint,
}: {
  control: Control<Values>;
  name: "name";
  label: string;
  hint: string;
}) {
  return <TextField {...useFormField(control, name)} label={label} helperText={hint} />;
}
function PlainSelect({ control }: { control: Control<Values> }) {
  const options = [
    { value: "", label: "None" },
    { value: "050", label: "050" },
  ];
  return <SelectField {...useFormField(control, "code")} label="Code" options={options} />;
}

/**
 * Plain and MUI fields in one react-hook-form form: each kind goes through the same wiring. react-hook-form focuses the
 * first wrong field in the order the fields were registered, which is the order they render in.
 */
function MixedForm({ onValid }: { onValid: () => void }) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: "", email: "", code: "", gender: "" as Values["gender"] },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <PlainText control={control} name="name" label="Name" hint="As on the passport" />
      <FormTextField control={control} name="email" label="Email" />
      <PlainSelect control={control} />
      <FormRadioGroup
        control={control}
        name="gender"
        label="Gender"
        options={[
          { value: "M", label: "Male" },
          { value: "F", label: "Female" },
        ]}
      />
      <button type="submit">Send</button>
    </form>
  );
}

/** The line a control's aria-describedby names. */
const describedText = (element: Element) => {
  const id = element.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe("the field wiring every form field shares", () => {
  afterEach(cleanup);

  it("ties a plain field to its hint before anything is wrong, and marks nothing wrong", () => {
    render(<MixedForm onValid={() => undefined} />);
    const name = screen.getByLabelText("Name");
    expect(name.getAttribute("aria-invalid")).toBeNull();
    expect(describedText(name)).toBe("As on the passport");
    // A field without a hint names no line until it has a message.
    expect(screen.getByLabelText("Email").getAttribute("aria-describedby")).toBeNull();
  });

  it("marks every wrong field, plain and MUI alike, names its message, and focuses the first one", async () => {
    let sent = false;
    render(<MixedForm onValid={() => (sent = true)} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));

    expect(sent).toBe(false);
    const fields = [
      [screen.getByLabelText("Name"), "Name is required."],
      [screen.getByLabelText("Email"), "Email is required."],
      [screen.getByLabelText("Code"), "Choose a code."],
      [screen.getByRole("radiogroup"), "Choose a gender."],
    ] as const;
    for (const [field, message] of fields) {
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(describedText(field)).toBe(message);
    }
    // The message replaces the hint on the line the field names.
    expect(screen.queryByText("As on the passport")).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
  });

  it("focuses the first field still wrong, whichever kind it is", async () => {
    render(<MixedForm onValid={() => undefined} />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Priya" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));

    const email = screen.getByLabelText("Email");
    expect(document.activeElement).toBe(email);
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBeNull();
  });

  it("ties a checkbox to its message while it has one, and to its own hint otherwise", () => {
    const { rerender } = render(
      <>
        <p id="consent-hint">Read the terms first.</p>
        <Checkbox checked={false} onChange={() => undefined} label="I agree" describedBy="consent-hint" />
      </>,
    );
    const box = screen.getByRole("checkbox", { name: "I agree" });
    expect(box.getAttribute("aria-invalid")).toBeNull();
    expect(describedText(box)).toBe("Read the terms first.");

    rerender(
      <>
        <p id="consent-hint">Read the terms first.</p>
        <Checkbox
          checked={false}
          onChange={() => undefined}
          label="I agree"
          describedBy="consent-hint"
          problem="Tick the box to agree."
        />
      </>,
    );
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(box)).toBe("Tick the box to agree.");
  });
});
