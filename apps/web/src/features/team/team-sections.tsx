import { zodResolver } from "@hookform/resolvers/zod";
import { newTeamSchema, TEAM_EVENT_LABELS, TEAM_ROLE_WORDS, type TeamInvitation, type TeamOverview } from "@pp/domain";
import { useForm } from "react-hook-form";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { ErrorAlert } from "../../ui/error-alert";
import { FormTextField } from "../../ui/form-text-field";
import { formatDateTime } from "../../ui/format";
import { Ltr, Name } from "../../ui/isolated-value";
import { Button } from "../../ui/plain/button";
import { Chip } from "../../ui/plain/chip";
import { cx } from "../../ui/plain/class-names";
import list from "../../ui/plain/list.module.css";
import text from "../../ui/plain/typography.module.css";
import { SectionCard } from "../../ui/section-card";
import { useAddTeam } from "./api/team-api";
import styles from "./team.module.css";

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
  const title = t(/*i18n*/ { id: "team.invitations.title", message: "Waiting invitations" });
  return (
    <SectionCard title={title}>
      <ul aria-label={title} className={list.list}>
        {invitations.map((i) => (
          <li key={i.id} className={list.item}>
            <div className={list.itemText}>
              <p className={cx(text.body1, list.primary)}>
                <Name>{i.name}</Name>
                <span>{t(TEAM_ROLE_WORDS[i.teamRole])}</span>
                {i.expired && (
                  <Chip variant="filled" label={t(/*i18n*/ { id: "team.invitations.expired", message: "Expired" })} />
                )}
              </p>
              <p className={cx(text.body2, text.secondary, list.secondary)}>
                <Ltr>{i.email}</Ltr> · <Ltr>{i.userId}</Ltr> ·{" "}
                {t(
                  /*i18n*/ {
                    id: "team.invitations.sent",
                    message: "sent {sent}, link works until {expires}",
                    values: { sent: formatDateTime(i.sentAt), expires: formatDateTime(i.expiresAt) },
                  },
                )}
              </p>
            </div>
            <Button
              variant="text"
              color="error"
              disabled={busy}
              onClick={() => onCancel(i)}
              aria-label={t(
                /*i18n*/ {
                  id: "team.invitations.cancelLabel",
                  message: "Cancel the invitation to {name}",
                  values: { name: i.name },
                },
              )}
            >
              {t(/*i18n*/ { id: "team.invitations.cancel", message: "Cancel" })}
            </Button>
          </li>
        ))}
      </ul>
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
        onAdded(t(/*i18n*/ { id: "team.notice.teamAdded", message: "The team {name} was added.", values: { name } }));
      },
    }),
  );
  const title = t(/*i18n*/ { id: "team.teams.title", message: "Teams" });
  return (
    <SectionCard title={title}>
      {teams.length === 0 ? (
        <p className={cx(text.body1, text.secondary, styles.plain)}>
          {t(/*i18n*/ { id: "team.teams.none", message: "No teams yet. A manager sees the business of their team." })}
        </p>
      ) : (
        <ul aria-label={title} className={styles.chips}>
          {teams.map((team) => (
            <li key={team.id}>
              <Chip variant="filled" size="medium" label={<Name>{team.name}</Name>} />
            </li>
          ))}
        </ul>
      )}
      {add.error && (
        <div className={styles.spaced}>
          <ErrorAlert>{add.error.message}</ErrorAlert>
        </div>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={t(/*i18n*/ { id: "team.teams.addForm", message: "Add a team" })}
        className={styles.addTeam}
      >
        <div className={styles.teamName}>
          <FormTextField
            control={control}
            name="name"
            label={t(/*i18n*/ { id: "team.teams.newName", message: "New team's name" })}
            autoComplete="off"
          />
        </div>
        <Button type="submit" variant="outlined" loading={add.isPending}>
          {t(/*i18n*/ { id: "team.teams.add", message: "Add team" })}
        </Button>
      </form>
    </SectionCard>
  );
}

/** The team's latest changes: when, what, whom, and who did it. */
export function ActivitySection({ activity }: { activity: TeamOverview["activity"] }) {
  const { t } = useText();
  const title = t(/*i18n*/ { id: "team.activity.title", message: "Recent changes" });
  return (
    <SectionCard title={title}>
      {activity.length === 0 ? (
        <p className={cx(text.body1, text.secondary, styles.plain)}>
          {t(/*i18n*/ { id: "team.activity.none", message: "No changes yet." })}
        </p>
      ) : (
        <ul aria-label={title} className={list.list}>
          {activity.map((a) => (
            <li key={a.id} className={cx(list.item, list.dense)}>
              <div className={list.itemText}>
                {/* A dense list's first line is body2, as MUI's dense ListItemText. */}
                <p className={cx(text.body2, list.secondary)}>
                  {translateMessage(TEAM_EVENT_LABELS[a.event])}
                  {a.subject && (
                    <>
                      {": "}
                      <Name>{a.subject}</Name>
                    </>
                  )}
                </p>
                <p className={cx(text.body2, text.secondary, list.secondary)}>
                  {a.actor
                    ? t(
                        /*i18n*/ {
                          id: "team.activity.byActor",
                          message: "{when} by {actor}",
                          values: { when: formatDateTime(a.at), actor: a.actor },
                        },
                      )
                    : t(
                        /*i18n*/ {
                          id: "team.activity.byOperator",
                          message: "{when} by the operator",
                          values: { when: formatDateTime(a.at) },
                        },
                      )}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
