// Infrastructure reaching up into a module, past its door.
import { quoteTotal } from "../features/quotes/quote-service";

export const notify = () => quoteTotal();
