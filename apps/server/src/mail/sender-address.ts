/**
 * The address of MAIL_FROM, which may be written bare (`no-reply@insurer.ae`) or as `Name <no-reply@insurer.ae>`: the
 * From header's display name is always the insurer's (INSURER_DISPLAY_NAME), so a name written here is not used.
 */
export function senderAddress(mailFrom: string): string {
  const angled = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(mailFrom);
  return (angled ? angled[1]! : mailFrom).trim();
}
