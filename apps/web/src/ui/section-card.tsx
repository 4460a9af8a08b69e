import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId } from "react";

type SectionCardProps = {
  title: string;
  /** Shown beside the title, e.g. an "Edit" button. */
  action?: ReactNode;
  children: ReactNode;
};

/** A titled part of a page in an outlined card; the heading names the region for screen readers. */
export function SectionCard({ title, action, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, mb: 1 }}>
        <Typography variant="h2" id={headingId}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
