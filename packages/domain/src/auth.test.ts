import { describe, expect, it } from "vitest";
import { loginRequestSchema } from "./auth";
import { CONTROL_CHARS_MESSAGE } from "./control-chars";
import { LOGIN_MESSAGES, loginProblems, PASSWORD_MAX, PASSWORD_MESSAGES, USER_ID_MAX } from "./sign-in-rule";

/** The messages of a failed sign-in parse by field; {} when it passes. */
function messages(input: unknown): Record<string, string[]> {
  const result = loginRequestSchema.safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    out[field] = [...(out[field] ?? []), issue.message];
  }
  return out;
}

describe("loginRequestSchema (zod/mini: the browser and POST /api/auth/login share it)", () => {
  it("trims the user id and keeps the password as typed", () => {
    expect(loginRequestSchema.parse({ userId: "  agent.all ", password: " secret " })).toEqual({
      userId: "agent.all",
      password: " secret ",
    });
  });

  it("asks for both fields, counting a blank user id as empty", () => {
    expect(messages({ userId: "   ", password: "" })).toEqual({
      userId: [LOGIN_MESSAGES.userIdRequired],
      password: [LOGIN_MESSAGES.passwordRequired],
    });
  });

  it("refuses an oversized user id or password and control characters", () => {
    expect(messages({ userId: "a".repeat(USER_ID_MAX + 1), password: "p".repeat(PASSWORD_MAX + 1) })).toEqual({
      userId: [`User ID must be at most ${USER_ID_MAX} characters.`],
      password: [PASSWORD_MESSAGES.tooLong],
    });
    expect(messages({ userId: "agent\u0000all", password: "x" })).toEqual({ userId: [CONTROL_CHARS_MESSAGE] });
    expect(messages({ userId: "a".repeat(USER_ID_MAX), password: "p".repeat(PASSWORD_MAX) })).toEqual({});
  });

  it("refuses values that are not strings", () => {
    expect(Object.keys(messages({ userId: 42, password: ["x"] })).sort()).toEqual(["password", "userId"]);
    expect(Object.keys(messages({})).sort()).toEqual(["password", "userId"]);
  });
});

describe("loginProblems (the sign-in page's check, without zod)", () => {
  const inputs = [
    { userId: "", password: "" },
    { userId: "   ", password: "   " },
    { userId: "  agent.all ", password: " secret " },
    { userId: "a".repeat(USER_ID_MAX), password: "p".repeat(PASSWORD_MAX) },
    { userId: ` ${"a".repeat(USER_ID_MAX)} `, password: "x" },
    { userId: "a".repeat(USER_ID_MAX + 1), password: "p".repeat(PASSWORD_MAX + 1) },
    { userId: "agent\u0000all", password: "line\nbreak" },
    { userId: "وكيل", password: "كلمة المرور 😀" },
  ];

  it.each(inputs)("answers what the server's schema answers for %j", (input) => {
    const firstOfEach = Object.fromEntries(Object.entries(messages(input)).map(([field, [first]]) => [field, first]));
    expect(loginProblems(input)).toEqual(firstOfEach);
  });
});
