import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SelectField, type SelectOption } from "./select-field";

afterEach(cleanup);

const DOCUMENTS: readonly SelectOption<string>[] = [
  { value: "", label: "Choose a document" },
  { value: "passport", label: "Passport" },
  { value: "visa", label: "Visa", disabled: true },
  { value: "eid", label: "Emirates ID" },
];

/** A document's select as the drop of several files draws it, holding its own choice. */
function DocumentSelect({ disabled = false, onChange }: { disabled?: boolean; onChange?: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <SelectField
      name="document"
      label="Document"
      value={value}
      problem={undefined}
      options={DOCUMENTS}
      size="small"
      margin="none"
      disabled={disabled}
      onChange={(chosen) => {
        setValue(chosen);
        onChange?.(chosen);
      }}
    />
  );
}

const select = () => screen.getByRole("combobox", { name: "Document" }) as HTMLSelectElement;

describe("the plain select field", () => {
  it("is the browser's own select named by its label, its first line choosable back", () => {
    const onChange = vi.fn();
    render(<DocumentSelect onChange={onChange} />);
    expect(select().value).toBe("");
    fireEvent.change(select(), { target: { value: "passport" } });
    expect(select().value).toBe("passport");
    fireEvent.change(select(), { target: { value: "" } });
    expect(onChange.mock.calls).toEqual([["passport"], [""]]);
    expect(select().value).toBe("");
  });

  it("shows a choice that cannot be taken now as disabled", () => {
    render(<DocumentSelect />);
    const visa = screen.getByRole("option", { name: "Visa" }) as HTMLOptionElement;
    expect(visa.disabled).toBe(true);
    expect((screen.getByRole("option", { name: "Passport" }) as HTMLOptionElement).disabled).toBe(false);
  });

  it("can be disabled as a whole, and is focusable by Tab while it is not", () => {
    const { rerender } = render(<DocumentSelect />);
    expect(select().disabled).toBe(false);
    expect(select().tabIndex).toBe(0);
    rerender(<DocumentSelect disabled />);
    expect(select().disabled).toBe(true);
  });

  it("keeps an empty, unchoosable first line while nothing is chosen in a list without one", () => {
    render(
      <SelectField
        name="code"
        label="Mobile code"
        value={null}
        problem="Mobile code is required."
        options={[{ value: "050", label: "050" }]}
        onChange={() => undefined}
      />,
    );
    const code = screen.getByRole("combobox", { name: "Mobile code" }) as HTMLSelectElement;
    expect(code.value).toBe("");
    expect(code.options[0]?.disabled).toBe(true);
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Mobile code is required.")).toBeTruthy();
  });
});
