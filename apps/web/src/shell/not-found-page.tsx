import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useText } from "../i18n/use-text";
import { DEFAULT_SIGNED_IN_PATH } from "./storage";

export function NotFoundPage() {
  const { t } = useText();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 640 }}>
      <Typography variant="h1" gutterBottom>
        {t("Page not found")}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {t(
          "The page you asked for does not exist or is not available yet. Check the address, or start again from the home page.",
        )}
      </Typography>
      <Button variant="contained" component={RouterLink} to={DEFAULT_SIGNED_IN_PATH}>
        {t("Go to the home page")}
      </Button>
    </Paper>
  );
}
