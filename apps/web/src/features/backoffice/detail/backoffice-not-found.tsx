import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { useText } from "../../../i18n/use-text";
import { DEFAULT_SIGNED_IN_PATH } from "../../../shell/storage";

type BackofficeNotFoundProps = {
  title: string;
  message: string;
  /** The way back: the list the record would have been in. */
  back: { label: string; to: string };
};

/**
 * A quotation or policy that does not exist, or is another partner's (the server answers both alike, so nothing
 * tells them apart), or an unknown list: say so and offer the way back.
 */
export function BackofficeNotFound({ title, message, back }: BackofficeNotFoundProps) {
  const { t } = useText();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 640 }}>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{message}</Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        <Button variant="contained" component={RouterLink} to={back.to}>
          {back.label}
        </Button>
        <Button component={RouterLink} to={DEFAULT_SIGNED_IN_PATH}>
          {t("Go to the home page")}
        </Button>
      </Box>
    </Paper>
  );
}
