import type { PolicyView } from "@pp/domain";
import { msg } from "../../../i18n/i18n";

/** What a policy list is called, by its view (entry names); shown with `translateMessage`. */
export const POLICY_VIEW_TITLES: Record<PolicyView, string> = {
  all: msg("policies"),
  nb: msg("new business policies"),
  pending: msg("pending renewals"),
  renewals: msg("renewed policies"),
  active: msg("active policies"),
  expired: msg("expired policies"),
  renewed: msg("policies since renewed"),
};
