import type { MailContent } from "./mail-content";
import type { MailVersion } from "./mail-language";

/**
 * A mail as the outbox keeps it until it is sent (decision 065): both versions rendered when it was queued, the
 * recipient's first (its subject is the Subject header). The worker translates none of its texts, only the frame that
 * names the insurer, so a mail says what the catalogs said when its business change committed. The HTML is laid out
 * when sending, in the insurer's layout. A row queued before decision 065 holds the English content alone.
 */
export type StoredMail = { versions: [MailVersion, MailVersion] } | MailContent<string>;

/** Whether a stored mail was rendered when queued; a row from before holds its English content alone. */
export const isRendered = (mail: StoredMail): mail is { versions: [MailVersion, MailVersion] } => "versions" in mail;
