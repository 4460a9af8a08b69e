import { zodResolver } from "@hookform/resolvers/zod";
import { DEFAULT_MEETING_HOSTS, videoCallCreateSchema } from "@pp/domain";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";

type Input = z.input<ReturnType<typeof videoCallCreateSchema>>;
type Parsed = z.output<ReturnType<typeof videoCallCreateSchema>>;
/** What the form hands its check (react-hook-form's `context`): where a meeting link may lead, the server's list. */
type CheckContext = { meetingHosts: readonly string[] } | undefined;

/**
 * The video call form's check, loaded when the form is first checked (see lazyResolver). "In the future" is judged
 * when the form is checked, as the server judges it when the request arrives.
 */
export const videoCallResolver: Resolver<Input, unknown, Parsed> = (values, context, options) =>
  zodResolver(videoCallCreateSchema(new Date(), (context as CheckContext)?.meetingHosts ?? DEFAULT_MEETING_HOSTS))(
    values,
    context,
    options,
  );
