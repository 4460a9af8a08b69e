import { zodResolver } from "@hookform/resolvers/zod";
import { loginRequestSchema } from "@pp/domain";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { ApiError } from "../../api/client";
import { msg, translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import type { LoginLocationState } from "../../shell/require-session";
import { SECOND_FACTOR_PATH, TWO_FACTOR_SETUP_PATH } from "../../shell/sign-in-paths";
import { applyFieldErrors } from "../../ui/apply-field-errors";
import { Alert } from "../../ui/plain/alert";
import { Button } from "../../ui/plain/button";
import { cx } from "../../ui/plain/class-names";
import { TextField } from "../../ui/plain/text-field";
import text from "../../ui/plain/typography.module.css";
import { useLogin } from "./api/login";
import { AuthLayout } from "./components/auth-layout";
import { useCompleteSignIn } from "./hooks/use-complete-sign-in";
import styles from "./login-page.module.css";

/**
 * The first page most visitors load, so it is built from plain elements and CSS rather than MUI, and its rule is
 * zod/mini (docs/decisions/006); it looks like the MUI screens.
 */
export function LoginPage() {
  const { t } = useText();
  const location = useLocation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const notice = (location.state as LoginLocationState)?.message;
  const signIn = useLogin();
  const { control, handleSubmit, setError, setValue, setFocus } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { userId: "", password: "" },
  });

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: ({ next, partner }) => {
        if (next === "second_factor") navigate(SECOND_FACTOR_PATH);
        else if (next === "enrolment") navigate(TWO_FACTOR_SETUP_PATH);
        else if (partner) completeSignIn(partner);
      },
      onError: (error) => {
        if (!applyFieldErrors(error, setError, LOGIN_FIELDS)) {
          setValue("password", "");
          setFocus("password");
        }
      },
    }),
  );

  // Field errors sit on their fields; anything else (wrong password, lockout, busy, network) goes in the alert,
  // whose text says how long to wait and what else to do.
  const errorMessage = signIn.error && !hasFieldErrors(signIn.error) ? messageOf(signIn.error) : null;

  return (
    <AuthLayout>
      <h1 className={text.h1}>{t("Sign in")}</h1>
      <p className={cx(text.body1, text.secondary, styles.intro)}>
        {t("Sign in with the user ID and password you received for the Partner Portal.")}
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
      <form noValidate onSubmit={onSubmit} aria-label={t("Sign in")}>
        <TextField control={control} name="userId" label={t("User ID")} autoComplete="username" autoFocus required />
        <TextField
          control={control}
          name="password"
          label={t("Password")}
          type="password"
          autoComplete="current-password"
          revealable
          required
        />
        <Button type="submit" size="large" fullWidth loading={signIn.isPending} className={styles.submit}>
          {t("Sign in")}
        </Button>
      </form>
      <div className={styles.forgot}>
        <Link className={text.link} to="/resetpassword">
          {t("Forgot password?")}
        </Link>
      </div>
    </AuthLayout>
  );
}

const SIGN_IN_FAILED = msg("Something went wrong. Please try again.");
const LOGIN_FIELDS = ["userId", "password"] as const;

function hasFieldErrors(error: Error) {
  return error instanceof ApiError && LOGIN_FIELDS.some((f) => error.fieldErrors[f]?.length);
}

function messageOf(error: Error) {
  return error instanceof ApiError ? error.message : translateMessage(SIGN_IN_FAILED);
}
