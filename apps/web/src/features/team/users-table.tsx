import { TEAM_ROLE_LABELS, type TeamOverview, type TeamUser } from "@pp/domain";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { formatDateTime } from "../../ui/format";
import { Ltr, Name } from "../../ui/isolated-value";
import { Button } from "../../ui/plain/button";
import { Chip } from "../../ui/plain/chip";
import { cx } from "../../ui/plain/class-names";
import table from "../../ui/plain/table.module.css";
import text from "../../ui/plain/typography.module.css";
import styles from "./team.module.css";

/** What an owner may do to a user from their row. */
export type UserRowAction = "change" | "disable" | "enable" | "reset-two-factor" | "hand-over";

type UsersTableProps = {
  team: TeamOverview;
  busy: boolean;
  onAction: (user: TeamUser, action: UserRowAction) => void;
};

/** The partner's users: role, team, status, second factor, last sign-in, and what the owner may do to each. */
export function UsersTable({ team, busy, onAction }: UsersTableProps) {
  const { t } = useText();
  const teamName = (id: number | null) => team.teams.find((x) => x.id === id)?.name;
  const action = (user: TeamUser, name: UserRowAction, label: string, ariaLabel: string, danger = false) => (
    <Button
      variant="text"
      size="small"
      color={danger ? "error" : "primary"}
      disabled={busy}
      aria-label={ariaLabel}
      onClick={() => onAction(user, name)}
    >
      {label}
    </Button>
  );
  return (
    <div className={table.container}>
      <table className={table.table} aria-label={t("People")}>
        <thead>
          <tr>
            <th className={cx(table.cell, table.head)}>{t("Name")}</th>
            <th className={cx(table.cell, table.head)}>{t("Role")}</th>
            <th className={cx(table.cell, table.head)}>{t("Team")}</th>
            <th className={cx(table.cell, table.head)}>{t("Status")}</th>
            <th className={cx(table.cell, table.head)}>{t("Two-factor sign-in")}</th>
            <th className={cx(table.cell, table.head)}>{t("Last sign-in")}</th>
            <th className={cx(table.cell, table.head)}>{t("Actions")}</th>
          </tr>
        </thead>
        <tbody>
          {team.users.map((user) => {
            const name = user.name;
            return (
              <tr key={user.id}>
                <td className={table.cell}>
                  <Name>{name}</Name>
                  {user.you && (
                    <span className={styles.you}>
                      <Chip variant="filled" label={t("You")} />
                    </span>
                  )}
                  <p className={cx(text.body2, text.secondary, styles.plain)}>
                    <Ltr>{user.userId}</Ltr> · <Ltr>{user.email}</Ltr>
                  </p>
                </td>
                <td className={table.cell}>{translateMessage(TEAM_ROLE_LABELS[user.teamRole])}</td>
                <td className={table.cell}>{teamName(user.teamId) ? <Name>{teamName(user.teamId)}</Name> : "—"}</td>
                <td className={table.cell}>
                  {user.disabled ? (
                    <Chip variant="filled" label={t("Disabled")} />
                  ) : (
                    <Chip variant="filled" color="success" label={t("Enabled")} />
                  )}
                </td>
                <td className={table.cell}>{user.twoFactor ? t("On") : t("Off")}</td>
                <td className={table.cell}>{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t("Never")}</td>
                <td className={table.cell}>
                  <div className={styles.rowActions}>
                    {action(user, "change", t("Change"), t("Change the role, team or products of {name}", { name }))}
                    {!user.you &&
                      (user.disabled
                        ? action(user, "enable", t("Re-enable"), t("Re-enable {name}", { name }))
                        : action(user, "disable", t("Disable"), t("Disable {name}", { name }), true))}
                    {!user.you &&
                      user.twoFactor &&
                      action(
                        user,
                        "reset-two-factor",
                        t("Reset two-factor"),
                        t("Reset the two-factor sign-in of {name}", { name }),
                        true,
                      )}
                    {action(user, "hand-over", t("Hand over work"), t("Hand over the open work of {name}", { name }))}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
