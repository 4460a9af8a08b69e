import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useText } from "../i18n/use-text";
import { COMMISSION_PATH } from "../paths/commission-paths";
import { TEAM_PATH } from "../paths/team-paths";
import { Name } from "../ui/isolated-value";
import { Link } from "../ui/link";
import { Icon } from "../ui/plain/icons";
import { usePressOutside } from "../ui/plain/use-press-outside";
import styles from "./partner-menu.module.css";

const itemsOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];

type PartnerMenuProps = {
  name: string;
  /** An owner's menu leads to the team page too (decision 060). */
  showTeam: boolean;
  /** The menu of those who see commission (owner, manager, agent) leads to the commission page. */
  showCommission: boolean;
  onLogout: () => void;
  loggingOut: boolean;
};

/**
 * The partner's name in the top bar, opening a menu of Team (for an owner), Commission (for those who see it), Security
 * and Logout. It keeps the menu button's keyboard behaviour: the first item takes the focus, arrows, Home and End move
 * between items, Escape closes the menu and returns to the button, Tab closes it, and so does a press anywhere else.
 */
export function PartnerMenu({ name, showTeam, showCommission, onLogout, loggingOut }: PartnerMenuProps) {
  const { t } = useText();
  const [open, setOpen] = useState(false);
  const [focusAt, setFocusAt] = useState<"first" | "last">("first");
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const openAt = (at: "first" | "last") => {
    setFocusAt(at);
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    const list = itemsOf(menu.current);
    (focusAt === "first" ? list[0] : list.at(-1))?.focus();
  }, [open, focusAt]);
  usePressOutside(anchor, open, () => setOpen(false));

  const onMenuKey = (event: KeyboardEvent) => {
    const list = itemsOf(menu.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(list.length - 1);
    else if (event.key === "Escape" || event.key === "Tab") {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <div className={styles.anchor} ref={anchor}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? true : undefined}
        onClick={() => (open ? close(false) : openAt("first"))}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            openAt(event.key === "ArrowDown" ? "first" : "last");
          }
        }}
      >
        <span className={styles.name}>
          <Name>{name}</Name>
        </span>
        <Icon name="arrowDropDown" className={styles.arrow} />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
          onKeyDown={onMenuKey}
        >
          {showTeam && (
            <Link role="menuitem" tabIndex={-1} className={styles.item} to={TEAM_PATH} onClick={() => close(false)}>
              {t(/*i18n*/ { id: "shell.partnerMenu.team", message: "Team" })}
            </Link>
          )}
          {showCommission && (
            <Link
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              to={COMMISSION_PATH}
              onClick={() => close(false)}
            >
              {t(/*i18n*/ { id: "shell.partnerMenu.commission", message: "Commission" })}
            </Link>
          )}
          <Link role="menuitem" tabIndex={-1} className={styles.item} to="/security" onClick={() => close(false)}>
            {t(/*i18n*/ { id: "shell.partnerMenu.security", message: "Security" })}
          </Link>
          <button
            role="menuitem"
            type="button"
            tabIndex={-1}
            className={styles.item}
            aria-disabled={loggingOut ? true : undefined}
            onClick={() => {
              if (loggingOut) return;
              close(false);
              onLogout();
            }}
          >
            {t(/*i18n*/ { id: "shell.partnerMenu.logout", message: "Logout" })}
          </button>
        </div>
      )}
    </div>
  );
}
