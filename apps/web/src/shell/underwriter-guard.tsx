import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { UNDERWRITING_MESSAGES } from "@pp/domain";
import type { ReactNode } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { APPROVAL_PATH, isUnderwriterPath } from "../app/underwriting-paths";
import { useText } from "../i18n/use-text";
import { usePartner } from "./partner-context";

/**
 * An underwriter sees only the underwriting screens (and their security settings): any partner page opened by its
 * address says so and leads to the queue, instead of failing call by call.
 */
export function UnderwriterGuard({ children }: { children: ReactNode }) {
  const { t } = useText();
  const user = usePartner();
  const { pathname } = useLocation();
  if (user.user_role !== "underwriter" || isUnderwriterPath(pathname)) return children;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t("Underwriting")}
      </Typography>
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={APPROVAL_PATH}>
            {t("Open the queue")}
          </Button>
        }
      >
        {UNDERWRITING_MESSAGES.partnersOnly}
      </Alert>
    </>
  );
}
