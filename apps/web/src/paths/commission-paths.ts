/**
 * The commission page (issue 42, decisions 061 and 062): what the user sees of the partner's commission, accrued and on
 * statements, linked from the partner menu of those who see commission (owner, manager, agent; not the back office).
 */
export const COMMISSION_PATH = "/commission";
