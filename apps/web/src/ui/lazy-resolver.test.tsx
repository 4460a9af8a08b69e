import { zodResolver } from "@hookform/resolvers/zod";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { FormUncheckedAlert } from "./form-unchecked-alert";
import { lazyResolver } from "./lazy-resolver";

/*
 * A form whose check loads when it is first checked: it checks as the schema says once loaded; if the check cannot be
 * loaded the form is not sent, says so, keeps what was typed, and loads the check again on the next try.
 */

const schema = z.object({ name: z.string().min(1, "Name is required.") });
type Values = z.input<typeof schema>;

afterEach(cleanup);

function Form({ load, sent }: { load: () => Promise<Resolver<Values, unknown, Values>>; sent: Values[] }) {
  const [resolver] = useState(() => lazyResolver(load));
  const { register, handleSubmit, formState } = useForm<Values, unknown, Values>({ resolver });
  return (
    <form onSubmit={handleSubmit((values) => sent.push(values))}>
      <input aria-label="Name" {...register("name")} />
      <p>{formState.errors.name?.message}</p>
      <FormUncheckedAlert errors={formState.errors} />
      <button type="submit">Send</button>
    </form>
  );
}

describe("a form checked by a lazily loaded resolver", () => {
  it("checks with the loaded schema, and sends what passes", async () => {
    const sent: Values[] = [];
    render(<Form load={async () => zodResolver(schema)} sent={sent} />);
    await act(async () => screen.getByRole("button", { name: "Send" }).click());
    expect(screen.getByText("Name is required.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Sara" } });
    await act(async () => screen.getByRole("button", { name: "Send" }).click());
    expect(sent).toEqual([{ name: "Sara" }]);
  });

  it("sends nothing and says so when the check cannot be loaded, and loads it again on the next try", async () => {
    const sent: Values[] = [];
    let online = false;
    let loads = 0;
    const load = async () => {
      loads += 1;
      if (!online) throw new TypeError("Failed to fetch dynamically imported module");
      return zodResolver(schema);
    };
    render(<Form load={load} sent={sent} />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Sara" } });
    await act(async () => screen.getByRole("button", { name: "Send" }).click());
    expect(sent).toEqual([]);
    expect(screen.getByRole("alert").textContent).toContain("The form could not be checked.");
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Sara");
    online = true;
    await act(async () => screen.getByRole("button", { name: "Send" }).click());
    expect(sent).toEqual([{ name: "Sara" }]);
    expect(loads).toBe(2);
  });
});
