import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Toolbar from "@mui/material/Toolbar";
import { useLocation } from "react-router";
import { translateMessage } from "../i18n/i18n";
import { useText } from "../i18n/use-text";
import { OpensInNewTab } from "../ui/visually-hidden";
import { EntryAnchor } from "./entry-anchor";
import { usePartner } from "./partner-context";
import { type NavEntry, visibleGroups } from "./sidebar-entries";

const SIDEBAR_WIDTH = 280;
export const SIDEBAR_ID = "main-menu";

type SidebarProps = { isDesktop: boolean; open: boolean; onClose: () => void };

/** Permanent on wide screens (≥ md, 960 px) unless collapsed; a temporary drawer below. */
export function Sidebar({ isDesktop, open, onClose }: SidebarProps) {
  if (isDesktop) {
    if (!open) return null;
    return (
      <Drawer
        variant="permanent"
        sx={{
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          "& .MuiDrawer-paper": { width: SIDEBAR_WIDTH, boxSizing: "border-box" },
        }}
      >
        <Toolbar />
        <SidebarMenu />
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ "& .MuiDrawer-paper": { width: SIDEBAR_WIDTH, maxWidth: "85vw", boxSizing: "border-box" } }}
    >
      {/* The top bar stays above the drawer, so its toggle can close the menu again. */}
      <Toolbar />
      <SidebarMenu onNavigate={onClose} />
    </Drawer>
  );
}

function SidebarMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useText();
  const partner = usePartner();
  const { pathname } = useLocation();
  const groups = visibleGroups(partner);

  const renderEntry = (entry: NavEntry) => {
    const current = entry.kind === "internal" && entry.to.toLowerCase() === pathname.toLowerCase();
    return (
      <ListItem key={entry.label} disablePadding>
        <ListItemButton
          component={EntryAnchor}
          entry={entry}
          selected={current}
          aria-current={current ? "page" : undefined}
          onClick={onNavigate}
          sx={{ pl: 3 }}
        >
          <ListItemText primary={translateMessage(entry.label)} />
          {entry.kind === "external" && (
            <>
              <OpenInNewIcon fontSize="small" aria-hidden="true" sx={{ ml: 1, color: "text.secondary" }} />
              <OpensInNewTab />
            </>
          )}
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Box component="nav" id={SIDEBAR_ID} aria-label={t("Main menu")} sx={{ overflowY: "auto", pb: 2 }}>
      {groups.map((group) => (
        <List
          key={group.id}
          dense
          aria-labelledby={`nav-group-${group.id}`}
          subheader={
            <ListSubheader id={`nav-group-${group.id}`} disableSticky sx={{ fontWeight: 700, color: "primary.main" }}>
              {translateMessage(group.title)}
            </ListSubheader>
          }
        >
          {group.sections.map((section) =>
            section.heading ? (
              <li key={section.heading}>
                <Box
                  id={`nav-${group.id}-${section.heading.replaceAll(" ", "-").toLowerCase()}`}
                  sx={{ px: 3, pt: 1, typography: "caption", fontWeight: 600, color: "text.secondary" }}
                >
                  {translateMessage(section.heading)}
                </Box>
                <List
                  dense
                  disablePadding
                  aria-labelledby={`nav-${group.id}-${section.heading.replaceAll(" ", "-").toLowerCase()}`}
                  sx={{ "& .MuiListItemButton-root": { pl: 4 } }}
                >
                  {section.entries.map(renderEntry)}
                </List>
              </li>
            ) : (
              section.entries.map(renderEntry)
            ),
          )}
        </List>
      ))}
    </Box>
  );
}
