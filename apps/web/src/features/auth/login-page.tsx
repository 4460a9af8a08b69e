import { RESET_PASSWORD_PATH } from "@pp/domain/routing";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../../api/client";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { SECOND_FACTOR_PATH, TWO_FACTOR_SETUP_PATH } from "../../paths/sign-in-paths";
import type { LoginLocationState } from "../../shell/require-session";
import { Link } from "../../ui/link";
import { Alert } from "../../ui/plain/alert";
import { Button } from "../../ui/plain/button";
import { cx } from "../../ui/plain/class-names";
import { TextField } from "../../ui/plain/text-field";
import text from "../../ui/plain/typography.module.css";
import { useLogin } from "./api/login";
import { AuthLayout } from "./components/auth-layout";
import { useCompleteSignIn } from "./hooks/use-complete-sign-in";
import { useSignInForm } from "./hooks/use-sign-in-form";
import styles from "./login-page.module.css";

const SIGN_IN_WORDS = /*i18n*/ { id: "auth.loginPage.signIn", message: "Sign in" };

/**
 * The first page most visitors load, so it is built from plain elements and CSS rather than MUI, and its form from
 * plain React state checked with the domain's zod-free sign-in rule (docs/decisions/006); it looks and behaves like
 * the MUI screens.
 */
export function LoginPage() {
  const { t } = useText();
  const location = useLocation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const notice = (location.state as LoginLocationState)?.message;
  const signIn = useLogin();
  const form = useSignInForm((values) =>
    signIn.mutate(values, {
      onSuccess: ({ next, partner, deviceChallenge }) => {
        if (next === "second_factor") navigate(SECOND_FACTOR_PATH, { state: { deviceChallenge } });
        else if (next === "enrolment") navigate(TWO_FACTOR_SETUP_PATH);
        else if (partner) completeSignIn(partner);
      },
      onError: (error) => {
        if (error instanceof ApiError && form.showServerProblems(error.fieldErrors)) return;
        // Only the server's refusal takes the password away (it was wrong, or is not to be kept); a lost connection,
        // a server failure or a part of the page that did not load keeps what was typed, to press Sign in again.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) form.clearPassword();
      },
    }),
  );

  // Field errors sit on their fields; anything else (wrong password, lockout, busy, network) goes in the alert,
  // whose text says how long to wait and what else to do.
  const errorMessage = signIn.error && !hasFieldErrors(signIn.error) ? messageOf(signIn.error) : null;

  return (
    <AuthLayout>
      <h1 className={text.h1}>{t(SIGN_IN_WORDS)}</h1>
      <p className={cx(text.body1, text.secondary, styles.intro)}>
        {t(
          /*i18n*/ {
            id: "auth.loginPage.signUserIdPassword",
            message: "Sign in with the user ID and password you received for the Partner Portal.",
          },
        )}
      </p>
      {notice && !signIn.error && (
        <Alert severity="info" role="status" className={styles.message}>
          {translateMessage(notice)}
        </Alert>
      )}
      {errorMessage && (
        <div className={styles.message}>
          <Alert severity="error">{errorMessage}</Alert>
        </div>
      )}
      <form noValidate onSubmit={form.onSubmit} aria-label={t(SIGN_IN_WORDS)}>
        <TextField
          {...form.field("userId")}
          label={t(/*i18n*/ { id: "auth.loginPage.userId", message: "User ID" })}
          autoComplete="username"
          autoFocus
          required
        />
        <TextField
          {...form.field("password")}
          label={t(/*i18n*/ { id: "auth.loginPage.password", message: "Password" })}
          type="password"
          autoComplete="current-password"
          revealable
          required
        />
        <Button type="submit" size="large" fullWidth loading={signIn.isPending} className={styles.submit}>
          {t(SIGN_IN_WORDS)}
        </Button>
      </form>
      <div className={styles.forgot}>
        <Link className={text.link} to={RESET_PASSWORD_PATH}>
          {t(/*i18n*/ { id: "auth.loginPage.forgotPassword", message: "Forgot password?" })}
        </Link>
      </div>
    </AuthLayout>
  );
}

const SIGN_IN_FAILED = /*i18n*/ {
  id: "auth.loginPage.somethingWentWrongPlease",
  message: "Something went wrong. Please try again.",
};
const LOGIN_FIELDS = ["userId", "password"] as const;

function hasFieldErrors(error: Error) {
  return error instanceof ApiError && LOGIN_FIELDS.some((f) => error.fieldErrors[f]?.length);
}

function messageOf(error: Error) {
  return error instanceof ApiError ? error.message : translateMessage(SIGN_IN_FAILED);
}
