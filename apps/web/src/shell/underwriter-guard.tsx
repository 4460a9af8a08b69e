import { UNDERWRITING_MESSAGES } from "@pp/domain";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useText } from "../i18n/use-text";
import { APPROVAL_PATH, isUnderwriterPath } from "../paths/underwriting-paths";
import { Alert } from "../ui/plain/alert";
import { LinkButton } from "../ui/plain/button";
import text from "../ui/plain/typography.module.css";
import { usePartner } from "./partner-context";

/**
 * An underwriter sees only the underwriting screens (and their security settings): any partner page opened by its
 * address says so and leads to the queue, instead of failing call by call. Plain elements: it stands in for any page
 * of the shell, those without MUI included.
 */
export function UnderwriterGuard({ children }: { children: ReactNode }) {
  const { t } = useText();
  const user = usePartner();
  const { pathname } = useLocation();
  if (user.user_role !== "underwriter" || isUnderwriterPath(pathname)) return children;
  return (
    <>
      <h1 className={text.h1}>{t(/*i18n*/ { id: "shell.sidebarEntries.underwriting", message: "Underwriting" })}</h1>
      <Alert
        severity="info"
        action={
          <LinkButton variant="text" size="small" inheritColor to={APPROVAL_PATH}>
            {t(/*i18n*/ { id: "shell.underwriterGuard.openQueue", message: "Open the queue" })}
          </LinkButton>
        }
      >
        {UNDERWRITING_MESSAGES.partnersOnly}
      </Alert>
    </>
  );
}
