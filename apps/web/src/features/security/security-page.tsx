import Typography from "@mui/material/Typography";
import { useText } from "../../i18n/use-text";
import { SessionsSection } from "./sessions-section";
import { TwoFactorSection } from "./two-factor-section";

/** /security, from the partner menu: two-factor sign-in and the browsers signed in to the account. */
export function SecurityPage() {
  const { t } = useText();
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t("Security")}
      </Typography>
      <TwoFactorSection />
      <SessionsSection />
    </>
  );
}
