import type { Words } from "@pp/domain";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { translateMessage } from "../i18n/i18n";
import { useText } from "../i18n/use-text";
import { cx } from "../ui/plain/class-names";
import { Icon } from "../ui/plain/icons";
import { OpensInNewTab } from "../ui/visually-hidden";
import { EntryAnchor } from "./entry-anchor";
import { usePartner } from "./partner-context";
import styles from "./sidebar.module.css";
import { type NavEntry, visibleGroups } from "./sidebar-entries";
import { ToolbarSpace } from "./toolbar-space";

const MAIN_MENU_WORDS = /*i18n*/ { id: "shell.sidebar.mainMenu", message: "Main menu" };

export const SIDEBAR_ID = "main-menu";

type SidebarProps = { isDesktop: boolean; open: boolean; onClose: () => void };

/** Permanent on wide screens (≥ md, 960 px) unless collapsed; a drawer over the page below. */
export function Sidebar({ isDesktop, open, onClose }: SidebarProps) {
  if (!open) return null;
  if (isDesktop) {
    return (
      <div className={styles.permanent}>
        <div className={styles.paper}>
          <ToolbarSpace />
          <SidebarMenu />
        </div>
      </div>
    );
  }
  return <MenuDrawer onClose={onClose} />;
}

/**
 * The menu over a dimmed page on a phone. It takes the focus when it opens and gives it back when it closes; Escape
 * or a press on the page closes it. The top bar stays above it, so its toggle closes the menu again.
 */
function MenuDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useText();
  const paper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    paper.current?.focus();
    return () => before?.focus();
  }, []);
  return (
    <>
      {/* A press on the dimmed page closes the menu; the keyboard has Escape. */}
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={paper}
        role="dialog"
        aria-modal="true"
        aria-label={t(MAIN_MENU_WORDS)}
        tabIndex={-1}
        className={cx(styles.paper, styles.temporary)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onClose();
        }}
      >
        <ToolbarSpace />
        <SidebarMenu onNavigate={onClose} />
      </div>
    </>
  );
}

/** A section heading's element id, from its group and its words' id (the same in every language). */
const sectionId = (group: string, heading: Words) => `nav-${group}-${heading.id.replaceAll(".", "-")}`;

function SidebarMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useText();
  const partner = usePartner();
  const { pathname } = useLocation();
  const groups = visibleGroups(partner);

  const renderEntry = (entry: NavEntry) => {
    const current = entry.kind === "internal" && entry.to.toLowerCase() === pathname.toLowerCase();
    return (
      <li key={entry.kind === "internal" ? entry.to : entry.site}>
        <EntryAnchor
          entry={entry}
          className={styles.entry}
          aria-current={current ? "page" : undefined}
          onClick={onNavigate}
        >
          <span className={styles.label}>{translateMessage(entry.label)}</span>
          {entry.kind === "external" && (
            <>
              <Icon name="openInNew" size={20} className={styles.external} />
              <OpensInNewTab />
            </>
          )}
        </EntryAnchor>
      </li>
    );
  };

  return (
    <nav id={SIDEBAR_ID} aria-label={t(MAIN_MENU_WORDS)} className={styles.nav}>
      {groups.map((group) => (
        <ul key={group.id} className={styles.group} aria-labelledby={`nav-group-${group.id}`}>
          <li id={`nav-group-${group.id}`} className={styles.title}>
            {translateMessage(group.title)}
          </li>
          {group.sections.map((section) =>
            section.heading ? (
              <li key={section.heading.id}>
                <div id={sectionId(group.id, section.heading)} className={styles.heading}>
                  {translateMessage(section.heading)}
                </div>
                <ul className={styles.section} aria-labelledby={sectionId(group.id, section.heading)}>
                  {section.entries.map(renderEntry)}
                </ul>
              </li>
            ) : (
              section.entries.map(renderEntry)
            ),
          )}
        </ul>
      ))}
    </nav>
  );
}
