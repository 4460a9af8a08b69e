import { TEAM_MESSAGES, type TeamInvitation, type TeamOverview, type TeamUser } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { usePartner } from "../../shell/partner-context";
import { ActionOutcome } from "../../ui/action-outcome";
import { ErrorAlert } from "../../ui/error-alert";
import { PageLoader } from "../../ui/page-loader";
import { Alert } from "../../ui/plain/alert";
import { Button } from "../../ui/plain/button";
import { cx } from "../../ui/plain/class-names";
import { ConfirmDialog } from "../../ui/plain/confirm-dialog";
import text from "../../ui/plain/typography.module.css";
import { SectionCard } from "../../ui/section-card";
import { teamQueryOptions, useCancelInvitation, useUserAction } from "./api/team-api";
import { ChangeUserDialog } from "./change-user-dialog";
import { HandOverDialog } from "./hand-over-dialog";
import { InviteDialog } from "./invite-dialog";
import styles from "./team.module.css";
import { ActivitySection, InvitationsSection, TeamsSection } from "./team-sections";
import { type UserRowAction, UsersTable } from "./users-table";

/**
 * /team (decision 060), from the partner menu of an owner: the partner's users and what an owner does to them, the
 * waiting invitations, the teams and the latest changes. Anyone else is told it is an owner's page, as the server
 * answers them.
 */
export function TeamPage() {
  const { t } = useText();
  const partner = usePartner();
  const isOwner = partner.user_role === "partner" && partner.team_role === "owner";
  return (
    <>
      <h1 className={text.h1}>{t(/*i18n*/ { id: "team.page.title", message: "Team" })}</h1>
      {isOwner ? <OwnersTeam /> : <Alert severity="info">{translateMessage(TEAM_MESSAGES.ownersOnly)}</Alert>}
    </>
  );
}

/** What is open on the page: a dialog, or a question before a change. */
type Open =
  | { kind: "invite" }
  | { kind: UserRowAction; user: TeamUser }
  | { kind: "cancel-invitation"; invitation: TeamInvitation }
  | null;

function OwnersTeam() {
  const { t } = useText();
  const team = useQuery(teamQueryOptions());
  const userAction = useUserAction();
  const cancelInvitation = useCancelInvitation();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const error = userAction.error ?? cancelInvitation.error;

  const done = (message: string) => {
    setOpen(null);
    setNotice(message);
  };
  const act = (user: TeamUser, action: "disable" | "enable" | "reset-two-factor") => {
    setNotice(null);
    cancelInvitation.reset();
    const messages = {
      disable: t(
        /*i18n*/ {
          id: "team.notice.disabled",
          message: "{name} was disabled: every session of theirs has ended.",
          values: { name: user.name },
        },
      ),
      enable: t(
        /*i18n*/ { id: "team.notice.enabled", message: "{name} may sign in again.", values: { name: user.name } },
      ),
      "reset-two-factor": t(
        /*i18n*/ {
          id: "team.notice.twoFactorReset",
          message: "The two-factor sign-in of {name} was reset: they set it up again at their next sign-in.",
          values: { name: user.name },
        },
      ),
    };
    userAction.mutate({ id: user.id, action }, { onSuccess: () => setNotice(messages[action]) });
  };
  const onAction = (user: TeamUser, action: UserRowAction) => {
    setNotice(null);
    // Re-enabling takes nothing away: it needs no question.
    if (action === "enable") act(user, "enable");
    else setOpen({ kind: action, user });
  };

  if (team.isPending) return <PageLoader />;
  if (team.isError) return <ErrorAlert onRetry={() => team.refetch()}>{team.error.message}</ErrorAlert>;
  const data: TeamOverview = team.data;
  const busy = userAction.isPending || cancelInvitation.isPending;
  return (
    <>
      <p className={cx(text.body1, text.secondary, styles.intro)}>
        {t(
          /*i18n*/ {
            id: "team.page.intro",
            message:
              "Invite the people who work for your brokerage, give each a role, and take access away the moment someone leaves.",
          },
        )}
      </p>
      <ActionOutcome notice={notice} error={error} />
      <SectionCard
        title={t(/*i18n*/ { id: "team.people.title", message: "People" })}
        action={
          <Button onClick={() => setOpen({ kind: "invite" })}>
            {t(/*i18n*/ { id: "team.people.invite", message: "Invite a person" })}
          </Button>
        }
      >
        <UsersTable team={data} busy={busy} onAction={onAction} />
      </SectionCard>
      <InvitationsSection
        invitations={data.invitations}
        busy={busy}
        onCancel={(invitation) => setOpen({ kind: "cancel-invitation", invitation })}
      />
      <TeamsSection teams={data.teams} onAdded={setNotice} />
      <ActivitySection activity={data.activity} />

      {open?.kind === "invite" && <InviteDialog team={data} onClose={() => setOpen(null)} onInvited={done} />}
      {open?.kind === "change" && (
        <ChangeUserDialog team={data} user={open.user} onClose={() => setOpen(null)} onChanged={done} />
      )}
      {open?.kind === "hand-over" && (
        <HandOverDialog team={data} from={open.user} onClose={() => setOpen(null)} onHandedOver={done} />
      )}
      {open?.kind === "disable" && (
        <ConfirmDialog
          title={t(/*i18n*/ { id: "team.disable.title", message: "Disable {name}?", values: { name: open.user.name } })}
          text={t(
            /*i18n*/ {
              id: "team.disable.text",
              message:
                "Every session of theirs ends at once and they can no longer sign in. Their records stay; hand their open work to someone else if they are leaving.",
            },
          )}
          confirmLabel={t(/*i18n*/ { id: "team.disable.confirm", message: "Disable" })}
          keepLabel={t(/*i18n*/ { id: "team.disable.keep", message: "Keep their access" })}
          onConfirm={() => act(open.user, "disable")}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === "reset-two-factor" && (
        <ConfirmDialog
          title={t(
            /*i18n*/ {
              id: "team.resetTwoFactor.title",
              message: "Reset the two-factor sign-in of {name}?",
              values: { name: open.user.name },
            },
          )}
          text={t(
            /*i18n*/ {
              id: "team.resetTwoFactor.text",
              message:
                "Their authenticator app, recovery codes and trusted browsers stop working and every session of theirs ends. At their next sign-in they set up two-factor sign-in again.",
            },
          )}
          confirmLabel={t(/*i18n*/ { id: "team.resetTwoFactor.confirm", message: "Reset two-factor" })}
          keepLabel={t(/*i18n*/ { id: "team.resetTwoFactor.keep", message: "Keep it" })}
          onConfirm={() => act(open.user, "reset-two-factor")}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === "cancel-invitation" && (
        <ConfirmDialog
          title={t(
            /*i18n*/ {
              id: "team.cancelInvitation.title",
              message: "Cancel the invitation to {name}?",
              values: { name: open.invitation.name },
            },
          )}
          text={t(
            /*i18n*/ {
              id: "team.cancelInvitation.text",
              message: "The link e-mailed to {email} stops working at once. You can invite them again later.",
              values: { email: open.invitation.email },
            },
          )}
          confirmLabel={t(/*i18n*/ { id: "team.cancelInvitation.confirm", message: "Cancel invitation" })}
          keepLabel={t(/*i18n*/ { id: "team.cancelInvitation.keep", message: "Keep it" })}
          onConfirm={() => {
            setNotice(null);
            userAction.reset();
            cancelInvitation.mutate(open.invitation.id, {
              onSuccess: () =>
                setNotice(
                  t(
                    /*i18n*/ {
                      id: "team.notice.invitationCancelled",
                      message: "The invitation to {name} was cancelled.",
                      values: { name: open.invitation.name },
                    },
                  ),
                ),
            });
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
