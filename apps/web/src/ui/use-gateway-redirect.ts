import { useEffect, useState } from "react";
import { postToGateway } from "./post-to-gateway";

/**
 * Sends the browser to the payment gateway and says so while it leaves ("redirecting"), so Pay cannot be pressed
 * twice. Back from the gateway may restore the page from the back-forward cache still "redirecting": it is reset then.
 */
export function useGatewayRedirect() {
  const [redirecting, setRedirecting] = useState(false);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);
  return {
    redirecting,
    redirect: ({ action, fields }: { action: string; fields: Record<string, string> }) => {
      setRedirecting(true);
      postToGateway(action, fields);
    },
  };
}
