import { LOGIN_MESSAGES } from "@pp/domain";
import { SIGN_IN_PATH } from "@pp/domain/routing";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { sessionQueryOptions } from "./api/get-session";
import { PartnerContext } from "./partner-context";
import { keptPartnerDetails, readPartnerDetails } from "./read-partner-details";
import { onSessionEnded } from "./session-events";
import { clearAllStorage, rememberRedirect, savePartnerDetails } from "./storage";

/** What the login page may be told when it is reached by a redirect. */
export type LoginLocationState = { message?: string } | null;

/**
 * Guards every main-layout route: without partner details in session storage the user goes to
 * /login and comes back here after signing in. With them, the session is confirmed with the server and the
 * details refreshed; a 401 from any call below ends the session in the browser too.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  // Kept details of another shape (a deploy while the tab was open) are checked first: the page waits for that.
  const [stored, setStored] = useState(keptPartnerDetails);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery({ ...sessionQueryOptions(), enabled: Boolean(stored) });
  const ended = useRef(false);

  useEffect(
    () =>
      onSessionEnded(() => {
        // A request answered after the partner logged out (the page is on the sign-in page already) ends nothing more:
        // the logout chose where the next sign-in goes, and the sign-in page is no place to come back to.
        if (ended.current || window.location.pathname === SIGN_IN_PATH) return;
        ended.current = true;
        clearAllStorage();
        rememberRedirect(window.location.pathname + window.location.search);
        const state: LoginLocationState = { message: LOGIN_MESSAGES.sessionExpired };
        navigate(SIGN_IN_PATH, { replace: true, state });
        // After the navigation, so no component of the layout re-renders with an empty cache first.
        setTimeout(() => queryClient.clear(), 0);
      }),
    [navigate, queryClient],
  );

  useEffect(() => {
    if (stored !== undefined) return;
    let current = true;
    void readPartnerDetails().then((checked) => {
      if (current) setStored(checked);
    });
    return () => {
      current = false;
    };
  }, [stored]);

  useEffect(() => {
    if (session.data && !ended.current) savePartnerDetails(session.data);
  }, [session.data]);

  if (stored === undefined) return null;
  if (!stored) return <RedirectToLogin />;
  return <PartnerContext value={session.data ?? stored}>{children}</PartnerContext>;
}

function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberRedirect(location.pathname + location.search);
    navigate(SIGN_IN_PATH, { replace: true });
  }, [location.pathname, location.search, navigate]);
  return null;
}
