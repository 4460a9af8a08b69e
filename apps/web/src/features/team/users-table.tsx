import { TEAM_ROLE_WORDS, type TeamOverview, type TeamUser } from "@pp/domain";
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
      <table className={table.table} aria-label={t(/*i18n*/ { id: "team.people.title", message: "People" })}>
        <thead>
          <tr>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "team.people.column.name", message: "Name" })}
            </th>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "team.people.column.role", message: "Role" })}
            </th>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "team.people.column.team", message: "Team" })}
            </th>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "team.people.column.status", message: "Status" })}
            </th>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "team.people.column.twoFactor", message: "Two-factor sign-in" })}
            </th>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "team.people.column.lastSignIn", message: "Last sign-in" })}
            </th>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "team.people.column.actions", message: "Actions" })}
            </th>
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
                      <Chip variant="filled" label={t(/*i18n*/ { id: "team.people.you", message: "You" })} />
                    </span>
                  )}
                  <p className={cx(text.body2, text.secondary, styles.plain)}>
                    <Ltr>{user.userId}</Ltr> · <Ltr>{user.email}</Ltr>
                  </p>
                </td>
                <td className={table.cell}>{t(TEAM_ROLE_WORDS[user.teamRole])}</td>
                <td className={table.cell}>{teamName(user.teamId) ? <Name>{teamName(user.teamId)}</Name> : "—"}</td>
                <td className={table.cell}>
                  {user.disabled ? (
                    <Chip variant="filled" label={t(/*i18n*/ { id: "team.people.disabled", message: "Disabled" })} />
                  ) : (
                    <Chip
                      variant="filled"
                      color="success"
                      label={t(/*i18n*/ { id: "team.people.enabled", message: "Enabled" })}
                    />
                  )}
                </td>
                <td className={table.cell}>
                  {user.twoFactor
                    ? t(/*i18n*/ { id: "team.people.twoFactorOn", message: "On" })
                    : t(/*i18n*/ { id: "team.people.twoFactorOff", message: "Off" })}
                </td>
                <td className={table.cell}>
                  {user.lastSignInAt
                    ? formatDateTime(user.lastSignInAt)
                    : t(/*i18n*/ { id: "team.people.neverSignedIn", message: "Never" })}
                </td>
                <td className={table.cell}>
                  <div className={styles.rowActions}>
                    {action(
                      user,
                      "change",
                      t(/*i18n*/ { id: "team.people.change", message: "Change" }),
                      t(
                        /*i18n*/ {
                          id: "team.people.changeLabel",
                          message: "Change the role, team or products of {name}",
                          values: { name },
                        },
                      ),
                    )}
                    {!user.you &&
                      (user.disabled
                        ? action(
                            user,
                            "enable",
                            t(/*i18n*/ { id: "team.people.enable", message: "Re-enable" }),
                            t(
                              /*i18n*/ { id: "team.people.enableLabel", message: "Re-enable {name}", values: { name } },
                            ),
                          )
                        : action(
                            user,
                            "disable",
                            t(/*i18n*/ { id: "team.people.disable", message: "Disable" }),
                            t(/*i18n*/ { id: "team.people.disableLabel", message: "Disable {name}", values: { name } }),
                            true,
                          ))}
                    {!user.you &&
                      user.twoFactor &&
                      action(
                        user,
                        "reset-two-factor",
                        t(/*i18n*/ { id: "team.people.resetTwoFactor", message: "Reset two-factor" }),
                        t(
                          /*i18n*/ {
                            id: "team.people.resetTwoFactorLabel",
                            message: "Reset the two-factor sign-in of {name}",
                            values: { name },
                          },
                        ),
                        true,
                      )}
                    {action(
                      user,
                      "hand-over",
                      t(/*i18n*/ { id: "team.people.handOver", message: "Hand over work" }),
                      t(
                        /*i18n*/ {
                          id: "team.people.handOverLabel",
                          message: "Hand over the open work of {name}",
                          values: { name },
                        },
                      ),
                    )}
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
