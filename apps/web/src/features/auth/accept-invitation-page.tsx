import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { PASSWORD_MIN, passwordResetFormSchema, TEAM_MESSAGES, TEAM_ROLE_LABELS } from "@pp/domain";
import { SIGN_IN_PATH } from "@pp/domain/routing";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../api/client";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { TWO_FACTOR_SETUP_PATH } from "../../paths/sign-in-paths";
import { applyFieldErrors } from "../../ui/apply-field-errors";
import { ErrorAlert } from "../../ui/error-alert";
import { Ltr } from "../../ui/isolated-value";
import { MuiTheme } from "../../ui/mui-theme";
import { PageLoader } from "../../ui/page-loader";
import { teamInvitationQueryOptions, useAcceptTeamInvitation } from "./api/team-invitation";
import { AuthLayout } from "./components/auth-layout";
import { BackToSignIn } from "./components/back-to-sign-in";
import { NewPasswordFields } from "./components/new-password-fields";

/**
 * /join-team?token=… (decision 060), from an owner's invitation e-mail: the invitee sees who invites them, chooses a
 * password under the portal's rules and goes on to set up the second factor, after which they are signed in.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return (
    <MuiTheme>
      <AuthLayout>{token ? <Invitation key={token} token={token} /> : <LinkRefused message={null} />}</AuthLayout>
    </MuiTheme>
  );
}

/** The link does not work (unknown, used, expired, cancelled): why, and the way to sign in. */
function LinkRefused({ message }: { message: string | null }) {
  const { t } = useText();
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t("Join your team")}
      </Typography>
      <Box sx={{ my: 2 }}>
        <ErrorAlert>{message ?? translateMessage(TEAM_MESSAGES.invitationInvalid)}</ErrorAlert>
      </Box>
      <Button variant="contained" fullWidth component={RouterLink} to={SIGN_IN_PATH}>
        {t("Sign in")}
      </Button>
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
      <Typography variant="h1" gutterBottom>
        {t("Join {partner}", { partner: partnerName })}
      </Typography>
      <Typography gutterBottom>
        {t("{name}, you are invited to work with {partner} on the Partner Portal.", { name, partner: partnerName })}
      </Typography>
      <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, my: 2 }}>
        <dt>{t("Your user ID")}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          <Ltr>{userId}</Ltr>
        </Box>
        <dt>{t("Your role")}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {translateMessage(TEAM_ROLE_LABELS[teamRole])}
        </Box>
      </Box>
      <Typography color="text.secondary">
        {t(
          "Choose your password: at least {min} characters. Then you set up two-factor sign-in with an authenticator app on your phone.",
          { min: PASSWORD_MIN },
        )}
      </Typography>
      <NewPasswordFields
        control={control}
        onSubmit={onSubmit}
        formLabel={t("Choose your password")}
        submitLabel={t("Accept and continue")}
        pending={accept.isPending}
        otherError={accept.error && !passwordRefused ? accept.error : null}
      />
      <BackToSignIn />
    </>
  );
}
