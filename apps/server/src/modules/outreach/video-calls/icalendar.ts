/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
const text = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** UTC date-time form, e.g. 20260510T060000Z. */
const icsDateTime = (d: Date) => `${d.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/** Content lines longer than 75 octets are folded: CRLF and one space (RFC 5545 §3.1). */
function fold(line: string) {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const n = Buffer.byteLength(char, "utf8");
    if (size + n > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

type CalendarEvent = {
  method: "REQUEST" | "CANCEL";
  uid: string;
  sequence: number;
  stamp: Date;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

/** One meeting as an iCalendar invitation (METHOD:REQUEST) or its cancellation (METHOD:CANCEL, same UID). */
export function calendarInvite(e: CalendarEvent): string {
  const end = new Date(e.start.getTime() + e.durationMinutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Partner Portal//Video call invite//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${e.method}`,
    "BEGIN:VEVENT",
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${icsDateTime(e.stamp)}`,
    `DTSTART:${icsDateTime(e.start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${text(e.summary)}`,
    `DESCRIPTION:${text(e.description)}`,
    `LOCATION:${text(e.location)}`,
    `ORGANIZER;CN="${e.organizer.name.replace(/"/g, "'")}":mailto:${e.organizer.email}`,
    `ATTENDEE;CN="${e.attendee.name.replace(/"/g, "'")}";ROLE=REQ-PARTICIPANT;RSVP=TRUE:mailto:${e.attendee.email}`,
    `STATUS:${e.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
