export { saveQuote } from "./quote-repository";
export { quoteTotal } from "./quote-service";
