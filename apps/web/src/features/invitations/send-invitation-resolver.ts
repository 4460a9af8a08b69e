import { zodResolver } from "@hookform/resolvers/zod";
import { invitationCreateSchema } from "@pp/domain";

/** The "Send invitation" form's check, the domain's schema: loaded when the form is first checked (see lazyResolver). */
export const sendInvitationResolver = zodResolver(invitationCreateSchema);
