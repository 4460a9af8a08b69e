import { zodResolver } from "@hookform/resolvers/zod";
import { type IsoDate, sponsorFormSchema } from "@pp/domain";

/** Step 1's check, the domain's sponsor schema for today: loaded when the form is first checked (see lazyResolver). */
export const sponsorFormResolver = (today: IsoDate) => zodResolver(sponsorFormSchema(today));
