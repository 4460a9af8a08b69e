import Box from "@mui/material/Box";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import Typography from "@mui/material/Typography";
import { translateMessage } from "../i18n/i18n";
import { useText } from "../i18n/use-text";

const visuallyHiddenOnPhones = {
  "& .MuiStepLabel-labelContainer": {
    xs: { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
    sm: { position: "static", width: "auto", height: "auto", overflow: "visible", clip: "auto", whiteSpace: "normal" },
  },
};

type ProgressStepsProps = {
  steps: readonly { readonly key: string; readonly label: string }[];
  activeIndex: number;
  /** The accessible name of the navigation landmark, e.g. "Application steps". */
  label: string;
};

/**
 * A journey's progress bar (the purchase stepper, the renewal progress bar). On phones the labels are only
 * read out, and one line names the current step, so the bar fits 360 px.
 */
export function ProgressSteps({ steps, activeIndex, label }: ProgressStepsProps) {
  const { t } = useText();
  const active = steps[activeIndex];
  return (
    <Box component="nav" aria-label={label} sx={{ mb: 3 }}>
      <Stepper activeStep={activeIndex} alternativeLabel component="ol" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {steps.map((step, index) => (
          <Step key={step.key} component="li" aria-current={index === activeIndex ? "step" : undefined}>
            <StepLabel sx={visuallyHiddenOnPhones}>{translateMessage(step.label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {active && (
        <Typography
          aria-hidden="true"
          variant="body2"
          color="text.secondary"
          sx={{ display: { xs: "block", sm: "none" }, textAlign: "center", mt: 1 }}
        >
          {t("Step {number} of {count}: {step}", {
            number: activeIndex + 1,
            count: steps.length,
            step: translateMessage(active.label),
          })}
        </Typography>
      )}
    </Box>
  );
}
