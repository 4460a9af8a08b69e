import type { ReactNode } from "react";
import { useText } from "../i18n/use-text";
import { Link } from "../ui/link";
import { cx } from "../ui/plain/class-names";
import iconButton from "../ui/plain/icon-button.module.css";
import { Icon } from "../ui/plain/icons";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { usePartner } from "./partner-context";
import { PartnerMenu } from "./partner-menu";
import { SIDEBAR_ID } from "./sidebar";
import { homePathOf } from "./storage";
import styles from "./top-bar.module.css";

type TopBarProps = {
  menuOpen: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  /** The search box, between the logo and the partner's menu. */
  search?: ReactNode;
};

/** The signed-in top bar: the menu's toggle, the home link, the search, the language and the partner's menu. */
export function TopBar({ menuOpen, onToggleMenu, onLogout, loggingOut, search }: TopBarProps) {
  const { t } = useText();
  const partner = usePartner();
  return (
    <header className={styles.bar}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={cx(iconButton.iconButton, styles.toggle)}
          aria-label={t(/*i18n*/ { id: "shell.topBar.toggleMenu", message: "Toggle menu" })}
          aria-controls={SIDEBAR_ID}
          aria-expanded={menuOpen}
          onClick={onToggleMenu}
        >
          <Icon name="menu" />
        </button>
        <Link
          to={homePathOf(partner)}
          aria-label={t(/*i18n*/ { id: "shell.topBar.partnerPortalHome", message: "Partner Portal home" })}
          className={styles.home}
        >
          <Logo compact />
        </Link>
        <div className={styles.grow} />
        {search}
        <LanguageSwitch />
        <PartnerMenu
          name={partner.partner_name}
          showTeam={partner.user_role === "partner" && partner.team_role === "owner"}
          // The domain's seesCommission, written out: its module loads zod whole, and the top bar is in every page's
          // first load.
          showCommission={partner.user_role === "partner" && partner.team_role !== "back_office"}
          onLogout={onLogout}
          loggingOut={loggingOut}
        />
      </div>
    </header>
  );
}
