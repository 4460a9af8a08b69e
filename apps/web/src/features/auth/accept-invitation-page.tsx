import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_MIN, passwordResetFormSchema, TEAM_MESSAGES, TEAM_ROLE_WORDS } from "@pp/domain";
import { SIGN_IN_PATH } from "@pp/domain/routing";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../api/client";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { TWO_FACTOR_SETUP_PATH } from "../../paths/sign-in-paths";
import { applyFieldErrors } from "../../ui/apply-field-errors";
import { ErrorAlert } from "../../ui/error-alert";
import { Ltr } from "../../ui/isolated-value";
import { PageLoader } from "../../ui/page-loader";
import { LinkButton } from "../../ui/plain/button";
import { cx } from "../../ui/plain/class-names";
import text from "../../ui/plain/typography.module.css";
import { teamInvitationQueryOptions, useAcceptTeamInvitation } from "./api/team-invitation";
import { AuthLayout } from "./components/auth-layout";
import styles from "./components/auth-steps.module.css";
import { BackToSignIn } from "./components/back-to-sign-in";
import { NewPasswordFields } from "./components/new-password-fields";

/**
 * /join-team?token=… (decision 060), from an owner's invitation e-mail: the invitee sees who invites them, chooses a
 * password under the portal's rules and goes on to set up the second factor, after which they are signed in.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return <AuthLayout>{token ? <Invitation key={token} token={token} /> : <LinkRefused message={null} />}</AuthLayout>;
}

/** The link does not work (unknown, used, expired, cancelled): why, and the way to sign in. */
function LinkRefused({ message }: { message: string | null }) {
  const { t } = useText();
  return (
    <>
      <h1 className={text.h1}>{t(/*i18n*/ { id: "auth.acceptInvitationPage.joinTeam", message: "Join your team" })}</h1>
      <div className={styles.spaced}>
        <ErrorAlert>{message ?? translateMessage(TEAM_MESSAGES.invitationInvalid)}</ErrorAlert>
      </div>
      <LinkButton fullWidth to={SIGN_IN_PATH}>
        {t(/*i18n*/ { id: "auth.signIn", message: "Sign in" })}
      </LinkButton>
    </>
  );
}

function Invitation({ token }: { token: string }) {
  const { t } = useText();
  const navigate = useNavigate();
  const invitation = useQuery(teamInvitationQueryOptions(token));
  const accept = useAcceptTeamInvitation();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const onSubmit = handleSubmit(({ password }) =>
    accept.mutate(
      { token, password },
      {
        onSuccess: () => navigate(TWO_FACTOR_SETUP_PATH, { replace: true }),
        onError: (error) => applyFieldErrors(error, setError, ["password"]),
      },
    ),
  );

  if (invitation.isPending) return <PageLoader />;
  if (invitation.isError) {
    const refused = invitation.error instanceof ApiError && invitation.error.status !== 0;
    return refused ? (
      <LinkRefused message={invitation.error.message} />
    ) : (
      <ErrorAlert onRetry={() => invitation.refetch()}>{invitation.error.message}</ErrorAlert>
    );
  }
  // The link was used or ended while the page was open.
  if (accept.error instanceof ApiError && [404, 409, 410].includes(accept.error.status))
    return <LinkRefused message={accept.error.message} />;
  const { partnerName, name, userId, teamRole } = invitation.data;
  const passwordRefused = accept.error instanceof ApiError && Boolean(accept.error.fieldErrors.password?.length);
  return (
    <>
      <h1 className={text.h1}>
        {t(
          /*i18n*/ {
            id: "auth.acceptInvitationPage.join",
            message: "Join {partner}",
            values: { partner: partnerName },
          },
        )}
      </h1>
      <p className={cx(text.body1, styles.gutter)}>
        {t(
          /*i18n*/ {
            id: "auth.acceptInvitationPage.youInvitedWorkPartner",
            message: "{name}, you are invited to work with {partner} on the Partner Portal.",
            values: { name, partner: partnerName },
          },
        )}
      </p>
      <dl className={styles.facts}>
        <dt>{t(/*i18n*/ { id: "auth.acceptInvitationPage.userId", message: "Your user ID" })}</dt>
        <dd>
          <Ltr>{userId}</Ltr>
        </dd>
        <dt>{t(/*i18n*/ { id: "auth.acceptInvitationPage.role", message: "Your role" })}</dt>
        <dd>{t(TEAM_ROLE_WORDS[teamRole])}</dd>
      </dl>
      <p className={cx(text.body1, text.secondary, styles.plain)}>
        {t(
          /*i18n*/ {
            id: "auth.acceptInvitationPage.choosePasswordLeastCharacters",
            message:
              "Choose your password: at least {min} characters. Then you set up two-factor sign-in with an authenticator app on your phone.",
            values: { min: PASSWORD_MIN },
          },
        )}
      </p>
      <NewPasswordFields
        control={control}
        onSubmit={onSubmit}
        formLabel={t(/*i18n*/ { id: "auth.acceptInvitationPage.choosePassword", message: "Choose your password" })}
        submitLabel={t(/*i18n*/ { id: "auth.acceptInvitationPage.acceptContinue", message: "Accept and continue" })}
        pending={accept.isPending}
        otherError={accept.error && !passwordRefused ? accept.error : null}
      />
      <BackToSignIn />
    </>
  );
}
