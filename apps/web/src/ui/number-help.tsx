import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import Box from "@mui/material/Box";
import ClickAwayListener from "@mui/material/ClickAwayListener";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useState } from "react";

type NumberHelpProps = {
  /** The button's accessible name, e.g. "Numbers to use without an Emirates ID". */
  label: string;
  values: readonly { value: string; label: string }[];
};

/**
 * The values to enter for a person without the document yet (helper placeholders). Opens on hover, focus
 * or tap, so it also works on touch screens. A click only opens it (closing is click-away, leaving or Escape):
 * a toggle would close it again when the hover's open fires just before the click lands.
 */
export function NumberHelp({ label, values }: NumberHelpProps) {
  const [open, setOpen] = useState(false);
  const title = (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {values.map((p) => (
        <li key={p.value}>
          {p.value} – {p.label}
        </li>
      ))}
    </Box>
  );
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <span>
        <Tooltip
          title={title}
          describeChild
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          enterTouchDelay={0}
          arrow
        >
          <IconButton aria-label={label} onClick={() => setOpen(true)} sx={{ mt: 3 }}>
            <InfoOutlinedIcon />
          </IconButton>
        </Tooltip>
      </span>
    </ClickAwayListener>
  );
}
