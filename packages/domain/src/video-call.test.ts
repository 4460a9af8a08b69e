import { describe, expect, it } from "vitest";
import { videoCallCreateSchema } from "./video-call";
import { DEFAULT_MEETING_HOSTS, isAllowedMeetingHost } from "./video-call-rule";

describe("isAllowedMeetingHost", () => {
  it("takes the meeting services and their subdomains, never a look-alike", () => {
    for (const host of ["teams.microsoft.com", "us02web.zoom.us", "meet.google.com", "acme.webex.com", "ZOOM.US."])
      expect(isAllowedMeetingHost(host, DEFAULT_MEETING_HOSTS), host).toBe(true);
    for (const host of ["zoom.us.evil.ae", "evilzoom.us", "microsoft.com", "google.com", "webex.com.example"])
      expect(isAllowedMeetingHost(host, DEFAULT_MEETING_HOSTS), host).toBe(false);
  });
});

describe("videoCallCreateSchema's meeting link", () => {
  const now = new Date("2026-05-10T06:00:00Z");
  const call = (meeting_url: string) => ({
    name: "Omar Farouk",
    email: "omar@example.com",
    mobile_prefix: "050",
    mobile_number: "7654321",
    date: "2026-05-12",
    time: "10:30",
    duration: 30,
    meeting_url,
  });
  const messageFor = (url: string, hosts?: string[]) => {
    const parsed = videoCallCreateSchema(now, hosts).safeParse(call(url));
    return parsed.success ? null : parsed.error.issues.find((i) => i.path[0] === "meeting_url")?.message;
  };

  it("names the allowed hosts when the link leads elsewhere, and asks for https first", () => {
    expect(messageFor("https://zoom.us/j/1")).toBeNull();
    expect(messageFor("https://meet.example.ae/r/1", ["meet.example.ae"])).toBeNull();
    expect(messageFor("https://zoom.us/j/1", ["meet.example.ae"])).toBe("Use a meeting link on meet.example.ae.");
    expect(messageFor("http://zoom.us/j/1")).toBe("Enter the https link of your Teams, Zoom or Meet meeting.");
  });
});
