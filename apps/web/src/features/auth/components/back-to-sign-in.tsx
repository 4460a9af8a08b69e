import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import { SIGN_IN_PATH } from "@pp/domain/routing";
import { Link as RouterLink } from "react-router";
import { useText } from "../../../i18n/use-text";
import { ErrorAlert } from "../../../ui/error-alert";

/** The way back to /login under the MUI forms of the sign-in frame. */
export function BackToSignIn() {
  const { t } = useText();
  return (
    <Box sx={{ mt: 2, textAlign: "center" }}>
      <Link component={RouterLink} to={SIGN_IN_PATH}>
        {t("Back to sign in")}
      </Link>
    </Box>
  );
}

/** A step of a sign-in that waited too long: what happened, and the one thing to do. */
export function SignInAgain({ message }: { message: string }) {
  const { t } = useText();
  return (
    <Box sx={{ my: 2 }}>
      <ErrorAlert>{message}</ErrorAlert>
      <Button variant="contained" fullWidth component={RouterLink} to={SIGN_IN_PATH} sx={{ mt: 2 }}>
        {t("Sign in again")}
      </Button>
    </Box>
  );
}
