import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useText } from "../../i18n/use-text";

type RecoveryCodesPanelProps = { codes: string[]; continueLabel: string; onContinue: () => void };

/** The ten recovery codes, shown this once: to copy, download or write down before going on. */
export function RecoveryCodesPanel({ codes, continueLabel, onContinue }: RecoveryCodesPanelProps) {
  const { t } = useText();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const text = `Partner Portal recovery codes (each works once)\n\n${codes.join("\n")}\n`;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied("yes"),
      () => setCopied("failed"),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "partner-portal-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t(
          "Save these recovery codes now: they are shown only this once. If you lose your phone, each code lets you sign in once instead of a code from the app.",
        )}
      </Alert>
      <Box
        component="ol"
        aria-label={t("Recovery codes")}
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
          gap: 1,
          pl: 4,
          my: 2,
          fontFamily: "monospace",
          fontSize: "1.1rem",
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mb: 1 }}>
        <Button variant="outlined" onClick={copy}>
          {t("Copy codes")}
        </Button>
        <Button variant="outlined" onClick={download}>
          {t("Download as text")}
        </Button>
      </Box>
      {copied && (
        <Typography role="status" variant="body2" color={copied === "yes" ? "text.secondary" : "error"}>
          {copied === "yes" ? t("Copied.") : t("This browser did not allow copying; download them or write them down.")}
        </Typography>
      )}
      <Button variant="contained" size="large" fullWidth sx={{ mt: 2 }} onClick={onContinue}>
        {continueLabel}
      </Button>
    </Box>
  );
}
