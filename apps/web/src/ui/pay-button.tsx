import Button from "@mui/material/Button";
import { useText } from "../i18n/use-text";

/** The one "Pay" of a payment step: "Please Wait..." while the payment starts and the browser leaves for the bank. */
export function PayButton({ busy, disabled, onClick }: { busy: boolean; disabled?: boolean; onClick: () => void }) {
  const { t } = useText();
  return (
    <Button
      variant="contained"
      size="large"
      onClick={onClick}
      disabled={busy || disabled}
      loading={busy}
      loadingPosition="start"
      sx={{ width: { xs: "100%", sm: "auto" } }}
    >
      {busy ? t("Please Wait...") : t("Pay")}
    </Button>
  );
}
