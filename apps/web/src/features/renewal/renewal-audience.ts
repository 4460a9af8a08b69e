import { createContext, useContext } from "react";

/**
 * Who the renewal screens speak to: the customer on their own pages, or the partner renewing a customer's policy
 * inside the main layout. The spec's customer texts stay as they are; the partner's frame words a few of them for
 * someone acting for the customer.
 */
type RenewalAudience = "customer" | "partner";

export const RenewalAudienceContext = createContext<RenewalAudience>("customer");

export const useRenewalAudience = () => useContext(RenewalAudienceContext);
