import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";
import { ExpandMoreIcon } from "../../../ui/material-icons";

type DocumentPanelProps = {
  title: string;
  /** The heading level of the title in the page outline. */
  heading: "h2" | "h3";
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  children: ReactNode;
};

/** One accordion panel of step 3; its content is a region named by the title. */
export function DocumentPanel({ title, heading, expanded, onToggle, children }: DocumentPanelProps) {
  const id = useId();
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, open) => onToggle(open)}
      variant="outlined"
      disableGutters
      slotProps={{ heading: { component: heading } }}
      sx={{ "& + &": { mt: 2 }, "&::before": { display: "none" } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography component="span" variant="h3">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>{children}</AccordionDetails>
    </Accordion>
  );
}
