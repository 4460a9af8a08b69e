import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import type { ActiveSession } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useText } from "../../i18n/use-text";
import { ActionOutcome } from "../../ui/action-outcome";
import { ErrorAlert } from "../../ui/error-alert";
import { formatDateTime } from "../../ui/format";
import { PageLoader } from "../../ui/page-loader";
import { SectionCard } from "../../ui/section-card";
import { sessionListQueryOptions, useEndOtherSessions, useEndSession } from "./api/sessions-api";

/** The browsers signed in as this partner; any other can be ended, and is signed out at its next request. */
export function SessionsSection() {
  const { t } = useText();
  const sessions = useQuery(sessionListQueryOptions());
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [notice, setNotice] = useState<string | null>(null);
  const error = endOne.error ?? endOthers.error;

  const end = (session: ActiveSession) => {
    setNotice(null);
    endOthers.reset();
    endOne.mutate(session.id, { onSuccess: () => setNotice(`Signed out ${session.device}.`) });
  };
  const endAll = () => {
    setNotice(null);
    endOne.reset();
    endOthers.mutate(undefined, {
      onSuccess: (ended) =>
        setNotice(
          ended === 1 ? t("Signed out 1 other session.") : t("Signed out {count} other sessions.", { count: ended }),
        ),
    });
  };

  const others = sessions.data?.filter((s) => !s.current) ?? [];
  return (
    <SectionCard
      title={t("Where you are signed in")}
      action={
        others.length > 0 ? (
          <Button variant="outlined" color="error" onClick={endAll} loading={endOthers.isPending}>
            {t("End all other sessions")}
          </Button>
        ) : undefined
      }
    >
      <ActionOutcome notice={notice} error={error} />
      {sessions.isPending ? (
        <PageLoader />
      ) : sessions.isError ? (
        <ErrorAlert onRetry={() => sessions.refetch()}>{sessions.error.message}</ErrorAlert>
      ) : (
        <List aria-label={t("Active sessions")} disablePadding>
          {sessions.data.map((s) => (
            <ListItem
              key={s.id}
              divider
              disableGutters
              secondaryAction={
                s.current ? undefined : (
                  <Button
                    color="error"
                    onClick={() => end(s)}
                    disabled={endOne.isPending && endOne.variables === s.id}
                    aria-label={t("End session: {device}, {address}", {
                      device: s.device,
                      address: s.address ?? t("unknown address"),
                    })}
                  >
                    {t("End")}
                  </Button>
                )
              }
              sx={{ pr: s.current ? 0 : 10 }}
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: "inline-flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                    {s.device}
                    {s.current && <Chip size="small" color="primary" label={t("This device")} />}
                  </Box>
                }
                secondary={t("{address} · signed in {signedIn} · last seen {lastSeen}", {
                  address: s.address ?? t("Unknown address"),
                  signedIn: formatDateTime(s.signedInAt),
                  lastSeen: formatDateTime(s.lastSeenAt),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
