import type { ActiveSession } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useText } from "../../i18n/use-text";
import { ActionOutcome } from "../../ui/action-outcome";
import { ErrorAlert } from "../../ui/error-alert";
import { formatDateTime } from "../../ui/format";
import { PageLoader } from "../../ui/page-loader";
import { Button } from "../../ui/plain/button";
import { Chip } from "../../ui/plain/chip";
import { cx } from "../../ui/plain/class-names";
import list from "../../ui/plain/list.module.css";
import text from "../../ui/plain/typography.module.css";
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
    endOne.mutate(session.id, {
      onSuccess: () =>
        setNotice(
          t(
            /*i18n*/ {
              id: "security.sessions.endedOne",
              message: "Signed out {device}.",
              values: { device: session.device },
            },
          ),
        ),
    });
  };
  const endAll = () => {
    setNotice(null);
    endOne.reset();
    endOthers.mutate(undefined, {
      onSuccess: (ended) =>
        setNotice(
          t(
            /*i18n*/ {
              id: "security.sessions.endedOthers",
              message: "Signed out {count, plural, one {# other session} other {# other sessions}}.",
              values: { count: ended },
            },
          ),
        ),
    });
  };

  const others = sessions.data?.filter((s) => !s.current) ?? [];
  return (
    <SectionCard
      title={t(/*i18n*/ { id: "security.sessions.title", message: "Where you are signed in" })}
      action={
        others.length > 0 ? (
          <Button variant="outlined" color="error" onClick={endAll} loading={endOthers.isPending}>
            {t(/*i18n*/ { id: "security.sessions.endOthers", message: "End all other sessions" })}
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
        <ul aria-label={t(/*i18n*/ { id: "security.sessions.list", message: "Active sessions" })} className={list.list}>
          {sessions.data.map((s) => (
            <li key={s.id} className={list.item}>
              <div className={list.itemText}>
                <p className={cx(text.body1, list.primary)}>
                  {s.device}
                  {s.current && (
                    <Chip
                      color="primary"
                      variant="filled"
                      label={t(/*i18n*/ { id: "security.sessions.thisDevice", message: "This device" })}
                    />
                  )}
                </p>
                <p className={cx(text.body2, text.secondary, list.secondary)}>
                  {t(
                    /*i18n*/ {
                      id: "security.sessions.details",
                      message: "{address} · signed in {signedIn} · last seen {lastSeen}",
                      values: {
                        address:
                          s.address ??
                          t(/*i18n*/ { id: "security.sessions.unknownAddress", message: "Unknown address" }),
                        signedIn: formatDateTime(s.signedInAt),
                        lastSeen: formatDateTime(s.lastSeenAt),
                      },
                    },
                  )}
                </p>
              </div>
              {!s.current && (
                <Button
                  variant="text"
                  color="error"
                  onClick={() => end(s)}
                  disabled={endOne.isPending && endOne.variables === s.id}
                  aria-label={t(
                    /*i18n*/ {
                      id: "security.sessions.endOne",
                      message: "End session: {device}, {address}",
                      values: {
                        device: s.device,
                        address:
                          s.address ??
                          t(/*i18n*/ { id: "security.sessions.unknownAddressInName", message: "unknown address" }),
                      },
                    },
                  )}
                >
                  {t(/*i18n*/ { id: "security.sessions.end", message: "End" })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
