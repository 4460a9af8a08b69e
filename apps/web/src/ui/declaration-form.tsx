import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Paper from "@mui/material/Paper";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useText } from "../i18n/use-text";

type DeclarationFormProps = {
  /** What the customer confirms by ticking. */
  declaration: string;
  /** Why the tick is needed, read with the checkbox. */
  hint: string;
  pending: boolean;
  onFinalize: () => void;
  /** Messages shown above the declaration (the last attempt's error, a reopened application). */
  children?: ReactNode;
  /** Optional choices under the declaration, apart from it (a marketing opt-in); not needed to finalize. */
  optional?: ReactNode;
};

/** The accuracy and consent declaration to tick before "Finalize", for new business and renewals alike. */
export function DeclarationForm({ declaration, hint, pending, onFinalize, children, optional }: DeclarationFormProps) {
  const { t } = useText();
  const [accepted, setAccepted] = useState(false);
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (accepted) onFinalize();
  };

  return (
    <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      {children}
      <FormControlLabel
        control={
          <Checkbox
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            required
            slotProps={{ input: { "aria-describedby": hintId } }}
          />
        }
        label={declaration}
        sx={{ alignItems: "flex-start", "& .MuiCheckbox-root": { mt: -1 } }}
      />
      <FormHelperText id={hintId} sx={{ ml: 4 }}>
        {hint}
      </FormHelperText>
      {optional}
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!accepted || pending}
          loading={pending}
          loadingPosition="start"
          sx={{ width: { xs: "100%", sm: "auto" } }}
        >
          {pending ? t("Please Wait...") : t("Finalize")}
        </Button>
      </Box>
    </Paper>
  );
}
