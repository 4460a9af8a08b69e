import type { RecoveryCodesResponse } from "@pp/domain";
import { useState } from "react";
import { AuthLayout } from "../../features/auth/components/auth-layout";
import { SignInAgain } from "../../features/auth/components/back-to-sign-in";
import { useCompleteSignIn } from "../../features/auth/hooks/use-complete-sign-in";
import { EnrolmentPanel } from "../../features/security/enrolment-panel";
import { RecoveryCodesPanel } from "../../features/security/recovery-codes-panel";
import { useText } from "../../i18n/use-text";
import { cx } from "../../ui/plain/class-names";
import text from "../../ui/plain/typography.module.css";
import styles from "./two-factor-setup-route.module.css";

/**
 * /login/two-factor-setup: where the portal requires a second factor, a partner without one sets it up right after
 * the password, and can do nothing else first. Composed here from the sign-in frame and the security feature's
 * set-up panel.
 */
export function TwoFactorSetupRoute() {
  const { t } = useText();
  const [enrolled, setEnrolled] = useState<RecoveryCodesResponse | null>(null);
  const completeSignIn = useCompleteSignIn();
  return (
    <AuthLayout>
      <h1 className={text.h1}>
        {t(/*i18n*/ { id: "app.twoFactorSetupRoute.setUpTwoFactor", message: "Set up two-factor sign-in" })}
      </h1>
      {enrolled ? (
        <RecoveryCodesPanel
          codes={enrolled.recoveryCodes}
          continueLabel={t(
            /*i18n*/ { id: "app.twoFactorSetupRoute.iSavedMyCodes", message: "I have saved my codes: continue" },
          )}
          onContinue={() => completeSignIn(enrolled.partner)}
        />
      ) : (
        <>
          <p className={cx(text.body1, text.secondary, styles.intro)}>
            {t(
              /*i18n*/ {
                id: "app.twoFactorSetupRoute.accountMustProtectedSecond",
                message:
                  "Your account must be protected by a second factor: from now on, after your password, the portal asks for a code from an app on your phone.",
              },
            )}
          </p>
          <EnrolmentPanel
            askPassword={false}
            onEnrolled={setEnrolled}
            timedOut={(message) => <SignInAgain message={message} />}
          />
        </>
      )}
    </AuthLayout>
  );
}
