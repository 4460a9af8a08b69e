import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { newTeamSchema, TEAM_EVENT_LABELS, TEAM_ROLE_LABELS, type TeamInvitation, type TeamOverview } from "@pp/domain";
import { useForm } from "react-hook-form";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { ErrorAlert } from "../../ui/error-alert";
import { FormTextField } from "../../ui/form-text-field";
import { formatDateTime } from "../../ui/format";
import { Ltr, Name } from "../../ui/isolated-value";
import { SectionCard } from "../../ui/section-card";
import { useAddTeam } from "./api/team-api";

/** The invitations not yet accepted, each with its cancel button; expired ones until cancelled. */
export function InvitationsSection({
  invitations,
  busy,
  onCancel,
}: {
  invitations: TeamInvitation[];
  busy: boolean;
  onCancel: (invitation: TeamInvitation) => void;
}) {
  const { t } = useText();
  if (invitations.length === 0) return null;
  return (
    <SectionCard title={t("Waiting invitations")}>
      <List aria-label={t("Waiting invitations")} disablePadding>
        {invitations.map((i) => (
          <ListItem
            key={i.id}
            divider
            disableGutters
            secondaryAction={
              <Button
                color="error"
                disabled={busy}
                onClick={() => onCancel(i)}
                aria-label={t("Cancel the invitation to {name}", { name: i.name })}
              >
                {t("Cancel")}
              </Button>
            }
            sx={{ pr: 12 }}
          >
            <ListItemText
              primary={
                <Box component="span" sx={{ display: "inline-flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                  <Name>{i.name}</Name>
                  <span>{translateMessage(TEAM_ROLE_LABELS[i.teamRole])}</span>
                  {i.expired && <Chip size="small" label={t("Expired")} />}
                </Box>
              }
              secondary={
                <>
                  <Ltr>{i.email}</Ltr> · <Ltr>{i.userId}</Ltr> ·{" "}
                  {t("sent {sent}, link works until {expires}", {
                    sent: formatDateTime(i.sentAt),
                    expires: formatDateTime(i.expiresAt),
                  })}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}

/** The partner's teams, and a field to add one. */
export function TeamsSection({ teams, onAdded }: { teams: TeamOverview["teams"]; onAdded: (notice: string) => void }) {
  const { t } = useText();
  const add = useAddTeam();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(newTeamSchema),
    defaultValues: { name: "" },
  });
  const onSubmit = handleSubmit(({ name }) =>
    add.mutate(name, {
      onSuccess: () => {
        reset();
        onAdded(t("The team {name} was added.", { name }));
      },
    }),
  );
  return (
    <SectionCard title={t("Teams")}>
      {teams.length === 0 ? (
        <Typography color="text.secondary">{t("No teams yet. A manager sees the business of their team.")}</Typography>
      ) : (
        <Box component="ul" aria-label={t("Teams")} sx={{ display: "flex", flexWrap: "wrap", gap: 1, p: 0, m: 0 }}>
          {teams.map((team) => (
            <Box component="li" key={team.id} sx={{ listStyle: "none" }}>
              <Chip label={<Name>{team.name}</Name>} />
            </Box>
          ))}
        </Box>
      )}
      {add.error && (
        <Box sx={{ mt: 2 }}>
          <ErrorAlert>{add.error.message}</ErrorAlert>
        </Box>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t("Add a team")}
        sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}
      >
        <Box sx={{ flex: "1 1 16rem" }}>
          <FormTextField control={control} name="name" label={t("New team's name")} autoComplete="off" />
        </Box>
        <Button type="submit" variant="outlined" loading={add.isPending}>
          {t("Add team")}
        </Button>
      </Box>
    </SectionCard>
  );
}

/** The team's latest changes: when, what, whom, and who did it. */
export function ActivitySection({ activity }: { activity: TeamOverview["activity"] }) {
  const { t } = useText();
  return (
    <SectionCard title={t("Recent changes")}>
      {activity.length === 0 ? (
        <Typography color="text.secondary">{t("No changes yet.")}</Typography>
      ) : (
        <List aria-label={t("Recent changes")} disablePadding dense>
          {activity.map((a) => (
            <ListItem key={a.id} divider disableGutters>
              <ListItemText
                primary={
                  <>
                    {translateMessage(TEAM_EVENT_LABELS[a.event])}
                    {a.subject && (
                      <>
                        {": "}
                        <Name>{a.subject}</Name>
                      </>
                    )}
                  </>
                }
                secondary={
                  a.actor
                    ? t("{when} by {actor}", { when: formatDateTime(a.at), actor: a.actor })
                    : t("{when} by the operator", { when: formatDateTime(a.at) })
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
