import { zodResolver } from "@hookform/resolvers/zod";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useLazyValidity } from "./use-lazy-validity";

/*
 * A form that starts blank is not checked until the user works on it (the check is what loads zod with a lazily
 * loaded resolver); one that starts filled in is checked at mount; either way the button follows the form's validity.
 */

const schema = z.object({ name: z.string().min(1, "Name is required."), city: z.string().min(1, "City is required.") });
type Values = z.input<typeof schema>;
const BLANK: Values = { name: "", city: "" };

afterEach(cleanup);

function Form({ defaults, checks }: { defaults: Values; checks: () => void }) {
  const [resolver] = useState(() => {
    const check = zodResolver(schema);
    return ((...args: Parameters<typeof check>) => {
      checks();
      return check(...args);
    }) as typeof check;
  });
  const { register, formState, trigger, setValue } = useForm<Values, unknown, Values>({
    resolver,
    mode: "onTouched",
    defaultValues: defaults,
  });
  const [startsBlank] = useState(() => defaults.name === "" && defaults.city === "");
  const { valid, onFocusCapture } = useLazyValidity(formState, trigger, startsBlank);
  return (
    <form onFocusCapture={onFocusCapture}>
      <input aria-label="Name" {...register("name")} />
      <input aria-label="City" {...register("city")} />
      <p role="status">{[formState.errors.name?.message, formState.errors.city?.message].join(" ")}</p>
      <button type="button" onClick={() => setValue("city", "Dubai", { shouldDirty: true })}>
        Fill the city
      </button>
      <button type="submit" disabled={!valid}>
        Send
      </button>
    </form>
  );
}

const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const send = () => screen.getByRole("button", { name: "Send" }) as HTMLButtonElement;

describe("a form's validity checked once it is worked on", () => {
  it("does not check a blank form until a field takes the focus, then checks it without a message", async () => {
    const checks = vi.fn();
    render(<Form defaults={BLANK} checks={checks} />);
    await settled();
    expect(checks).not.toHaveBeenCalled();
    expect(send().disabled).toBe(true);

    fireEvent.focus(screen.getByLabelText("Name"));
    await settled();
    expect(checks).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status").textContent?.trim()).toBe("");
    expect(send().disabled).toBe(true);

    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Sara" } });
    fireEvent.change(screen.getByLabelText("City"), { target: { value: "Abu Dhabi" } });
    await settled();
    expect(send().disabled).toBe(false);
  });

  it("checks a blank form once a value changes without a focus (a value set by the page)", async () => {
    const checks = vi.fn();
    render(<Form defaults={BLANK} checks={checks} />);
    // fireEvent.click moves no focus: only the change the press makes can start the check.
    fireEvent.click(screen.getByRole("button", { name: "Fill the city" }));
    await settled();
    expect(checks).toHaveBeenCalled();
    expect(send().disabled).toBe(true);
  });

  it.each([
    ["an incomplete form stays disabled", { name: "Sara", city: "" }, true],
    ["a complete one can go on at once", { name: "Sara", city: "Dubai" }, false],
  ])("checks a form that starts filled in at mount: %s", async (_, defaults, disabled) => {
    const checks = vi.fn();
    render(<Form defaults={defaults} checks={checks} />);
    await settled();
    expect(checks).toHaveBeenCalledTimes(1);
    expect(send().disabled).toBe(disabled);
  });
});
