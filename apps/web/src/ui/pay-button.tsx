import Button from "@mui/material/Button";

/** The one "Pay" of a payment step: "Please Wait..." while the payment starts and the browser leaves for the bank. */
export function PayButton({ busy, disabled, onClick }: { busy: boolean; disabled?: boolean; onClick: () => void }) {
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
      {busy ? "Please Wait..." : "Pay"}
    </Button>
  );
}
