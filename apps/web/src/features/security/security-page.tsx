import Typography from "@mui/material/Typography";
import { SessionsSection } from "./sessions-section";
import { TwoFactorSection } from "./two-factor-section";

/** /security, from the partner menu: two-factor sign-in and the browsers signed in to the account. */
export function SecurityPage() {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Security
      </Typography>
      <TwoFactorSection />
      <SessionsSection />
    </>
  );
}
