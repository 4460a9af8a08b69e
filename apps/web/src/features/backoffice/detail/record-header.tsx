import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

type RecordHeaderProps = {
  title: string;
  /** Product, status and the like, as chips. */
  chips?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  back: { label: string; to: string };
};

/** The top of a detail page: the way back, the number as the title, its state and what can be done with it. */
export function RecordHeader({ title, chips, subtitle, actions, back }: RecordHeaderProps) {
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon aria-hidden="true" />} sx={{ mb: 1 }}>
        {back.label}
      </Button>
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: "anywhere" }}>
        {title}
      </Typography>
      {chips && <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", mb: 1 }}>{chips}</Box>}
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      {actions && <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 2 }}>{actions}</Box>}
    </Box>
  );
}
