import { zodResolver } from "@hookform/resolvers/zod";
import { videoCallCreateSchema } from "@pp/domain";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";

type Input = z.input<ReturnType<typeof videoCallCreateSchema>>;
type Parsed = z.output<ReturnType<typeof videoCallCreateSchema>>;

/**
 * The video call form's check, loaded when the form is first checked (see lazyResolver). "In the future" is judged
 * when the form is checked, as the server judges it when the request arrives; `meetingHosts` says where a meeting link
 * may lead at that moment (the server's list once it has loaded).
 */
export const videoCallResolver =
  (meetingHosts: () => readonly string[]): Resolver<Input, unknown, Parsed> =>
  (values, context, options) =>
    zodResolver(videoCallCreateSchema(new Date(), meetingHosts()))(values, context, options);
