import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { TEAM_ROLE_LABELS, type TeamOverview, type TeamUser } from "@pp/domain";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { formatDateTime } from "../../ui/format";
import { Ltr, Name } from "../../ui/isolated-value";

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
    <TableContainer>
      <Table size="small" aria-label={t("People")}>
        <TableHead>
          <TableRow>
            <TableCell>{t("Name")}</TableCell>
            <TableCell>{t("Role")}</TableCell>
            <TableCell>{t("Team")}</TableCell>
            <TableCell>{t("Status")}</TableCell>
            <TableCell>{t("Two-factor sign-in")}</TableCell>
            <TableCell>{t("Last sign-in")}</TableCell>
            <TableCell>{t("Actions")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {team.users.map((user) => {
            const name = user.name;
            return (
              <TableRow key={user.id}>
                <TableCell>
                  <Name>{name}</Name>
                  {user.you && <Chip size="small" label={t("You")} sx={{ ms: 1 }} />}
                  <Typography variant="body2" color="text.secondary">
                    <Ltr>{user.userId}</Ltr> · <Ltr>{user.email}</Ltr>
                  </Typography>
                </TableCell>
                <TableCell>{translateMessage(TEAM_ROLE_LABELS[user.teamRole])}</TableCell>
                <TableCell>{teamName(user.teamId) ? <Name>{teamName(user.teamId)}</Name> : "—"}</TableCell>
                <TableCell>
                  {user.disabled ? (
                    <Chip size="small" color="default" label={t("Disabled")} />
                  ) : (
                    <Chip size="small" color="success" label={t("Enabled")} />
                  )}
                </TableCell>
                <TableCell>{user.twoFactor ? t("On") : t("Off")}</TableCell>
                <TableCell>{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t("Never")}</TableCell>
                <TableCell>
                  <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
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
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
