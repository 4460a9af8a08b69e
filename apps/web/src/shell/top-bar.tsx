import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import MenuIcon from "@mui/icons-material/Menu";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Toolbar from "@mui/material/Toolbar";
import { type ReactNode, useState } from "react";
import { Link as RouterLink } from "react-router";
import { LanguageSwitch } from "../i18n/language-switch";
import { useText } from "../i18n/use-text";
import { Logo } from "./logo";
import { usePartner } from "./partner-context";
import { SIDEBAR_ID } from "./sidebar";
import { homePathOf } from "./storage";

type TopBarProps = {
  menuOpen: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  /** The search box, between the logo and the partner's menu. */
  search?: ReactNode;
};

export function TopBar({ menuOpen, onToggleMenu, onLogout, loggingOut, search }: TopBarProps) {
  const { t, language } = useText();
  const partner = usePartner();
  // The menu opens under the button's end edge: its right in English, its left in Arabic.
  const end = language === "ar" ? "left" : "right";
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <AppBar position="fixed" color="inherit" elevation={1} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <IconButton
          edge="start"
          aria-label={t("Toggle menu")}
          aria-controls={SIDEBAR_ID}
          aria-expanded={menuOpen}
          onClick={onToggleMenu}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to={homePathOf(partner)}
          aria-label={t("Partner Portal home")}
          underline="none"
          sx={{ display: "inline-flex", borderRadius: 1 }}
        >
          <Logo compact />
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        {search}
        <LanguageSwitch />
        <Button
          id="partner-menu-button"
          color="inherit"
          aria-haspopup="menu"
          aria-controls={anchor ? "partner-menu" : undefined}
          aria-expanded={anchor ? true : undefined}
          endIcon={<ArrowDropDownIcon />}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ minWidth: 0, maxWidth: { xs: 180, sm: 320 } }}
        >
          <Box component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
            {partner.partner_name}
          </Box>
        </Button>
        <Menu
          id="partner-menu"
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          anchorOrigin={{ vertical: "bottom", horizontal: end }}
          transformOrigin={{ vertical: "top", horizontal: end }}
          slotProps={{ list: { "aria-labelledby": "partner-menu-button" } }}
        >
          <MenuItem component={RouterLink} to="/security" onClick={close}>
            {t("Security")}
          </MenuItem>
          <MenuItem
            disabled={loggingOut}
            onClick={() => {
              close();
              onLogout();
            }}
          >
            {t("Logout")}
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
