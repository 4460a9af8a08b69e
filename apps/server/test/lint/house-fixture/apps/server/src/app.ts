import { quoteTotal } from "./features/quotes";

export const start = () => quoteTotal();
