import { LOGIN_MESSAGES, type LoginRequest } from "@pp/domain";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextField } from "../../../ui/plain/text-field";
import { useSignInForm } from "./use-sign-in-form";

type Form = ReturnType<typeof useSignInForm>;

function SignInForm({ onValid, expose }: { onValid: (values: LoginRequest) => void; expose: (form: Form) => void }) {
  const form = useSignInForm(onValid);
  expose(form);
  return (
    <form noValidate onSubmit={form.onSubmit}>
      <TextField {...form.field("userId")} label="User ID" required />
      <TextField {...form.field("password")} label="Password" type="password" required />
      <button type="submit">Sign in</button>
    </form>
  );
}

afterEach(cleanup);

const invalid = (input: HTMLElement) => input.getAttribute("aria-invalid");

function renderForm() {
  const onValid = vi.fn();
  let form: Form | undefined;
  render(<SignInForm onValid={onValid} expose={(f) => (form = f)} />);
  const userId = screen.getByLabelText(/User ID/);
  const password = screen.getByLabelText(/Password/);
  return {
    onValid,
    form: () => form as Form,
    userId,
    password,
    submit: () => fireEvent.click(screen.getByText("Sign in")),
  };
}

describe("the sign-in form without a form library", () => {
  it("flags both empty fields on submit, on the fields, and puts the cursor in the first", () => {
    const { onValid, userId, password, submit } = renderForm();
    submit();
    expect(onValid).not.toHaveBeenCalled();
    expect(invalid(userId)).toBe("true");
    expect(invalid(password)).toBe("true");
    expect(screen.getByText(LOGIN_MESSAGES.userIdRequired)).toBeTruthy();
    expect(screen.getByText(LOGIN_MESSAGES.passwordRequired)).toBeTruthy();
    expect(document.activeElement).toBe(userId);
  });

  it("says nothing while typing before the first submit, then checks each field as it changes", () => {
    const { userId, password, submit } = renderForm();
    fireEvent.change(userId, { target: { value: "a" } });
    fireEvent.change(userId, { target: { value: "" } });
    expect(screen.queryByText(LOGIN_MESSAGES.userIdRequired)).toBeNull();
    submit();
    fireEvent.change(userId, { target: { value: "agent.all" } });
    expect(screen.queryByText(LOGIN_MESSAGES.userIdRequired)).toBeNull();
    expect(invalid(userId)).toBeNull();
    expect(screen.getByText(LOGIN_MESSAGES.passwordRequired)).toBeTruthy();
    expect(invalid(password)).toBe("true");
  });

  it("sends the user id without the spaces around it and the password as typed", () => {
    const { onValid, userId, password, submit } = renderForm();
    fireEvent.change(userId, { target: { value: "  agent.all " } });
    fireEvent.change(password, { target: { value: " secret " } });
    submit();
    expect(onValid).toHaveBeenCalledWith({ userId: "agent.all", password: " secret " });
  });

  it("puts the server's field errors on their fields, and empties the password after a refusal", () => {
    const { form, userId, password } = renderForm();
    fireEvent.change(userId, { target: { value: "agent.all" } });
    fireEvent.change(password, { target: { value: "wrong password" } });
    let placed = false;
    act(() => {
      placed = form().showServerProblems({ password: ["Remove invisible control characters."] });
    });
    expect(placed).toBe(true);
    expect(invalid(password)).toBe("true");
    expect(document.activeElement).toBe(password);
    act(() => {
      placed = form().showServerProblems({});
    });
    expect(placed).toBe(false);
    act(() => form().clearPassword());
    expect((password as HTMLInputElement).value).toBe("");
    expect((userId as HTMLInputElement).value).toBe("agent.all");
    expect(document.activeElement).toBe(password);
  });
});
