import { SIGN_IN_PATH } from "@pp/domain/routing";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";
import { Link } from "../../../ui/link";
import { LinkButton } from "../../../ui/plain/button";
import text from "../../../ui/plain/typography.module.css";
import styles from "./auth-steps.module.css";

/** The way back to /login under the forms of the sign-in frame. */
export function BackToSignIn() {
  const { t } = useText();
  return (
    <div className={styles.centered}>
      <Link className={text.link} to={SIGN_IN_PATH}>
        {t(/*i18n*/ { id: "auth.backToSignIn.backSign", message: "Back to sign in" })}
      </Link>
    </div>
  );
}

/** A step of a sign-in that waited too long: what happened, and the one thing to do. */
export function SignInAgain({ message }: { message: string }) {
  const { t } = useText();
  return (
    <div className={styles.spaced}>
      <ErrorAlert>{message}</ErrorAlert>
      <LinkButton fullWidth to={SIGN_IN_PATH} className={styles.submit}>
        {t(/*i18n*/ { id: "auth.backToSignIn.signAgain", message: "Sign in again" })}
      </LinkButton>
    </div>
  );
}
