import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { ErrorAlert } from "./error-alert";

/**
 * What the last action on a page came to, above the page's content: a success said as a status (read out politely),
 * or the action's error with what to do next. A page that acts on rows in place (end a session, disable a user) keeps
 * its rows and shows this instead of leaving.
 */
export function ActionOutcome({ notice, error }: { notice: string | null; error: Error | null }) {
  return (
    <>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {error && (
        <Box sx={{ mb: 2 }}>
          <ErrorAlert>{error.message}</ErrorAlert>
        </Box>
      )}
    </>
  );
}
