import { seesOthers } from "@pp/domain";
import { useText } from "../../../i18n/use-text";
import { useSignedInUser } from "../../../shell/partner-context";

/**
 * Who did what on a detail page's subtitle (decision 059): the user who sold the record and, when someone else of the
 * partner acted on it since, who did last. Only for the roles that see others' records: an agent's are all their own.
 */
export function useRecordActors(record: { soldBy: string | null; lastActedBy: string | null }): string[] {
  const { t } = useText();
  if (!seesOthers(useSignedInUser().teamRole)) return [];
  const parts: string[] = [];
  if (record.soldBy)
    parts.push(
      t(/*i18n*/ { id: "backoffice.recordActors.sold", message: "Sold by {name}", values: { name: record.soldBy } }),
    );
  if (record.lastActedBy && record.lastActedBy !== record.soldBy)
    parts.push(
      t(
        /*i18n*/ {
          id: "backoffice.recordActors.lastAction",
          message: "last action by {name}",
          values: { name: record.lastActedBy },
        },
      ),
    );
  return parts;
}
