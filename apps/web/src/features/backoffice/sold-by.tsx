import { seesOthers } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useText } from "../../i18n/use-text";
import { useSignedInUser } from "../../shell/partner-context";
import type { ListColumn } from "../../ui/list/list-types";
import { SelectField } from "../../ui/plain/select-field";
import { sellersQueryOptions } from "./api/list-sellers";

const SOLD_WORDS = /*i18n*/ { id: "backoffice.soldBy.sold", message: "Sold by" };

type CreatorQuery = { soldBy?: number | undefined; team?: number | undefined };

/** The filter's choice as one value: a user ("u12") or a team ("t3"); empty is everyone the role sees. */
const choiceOf = (q: CreatorQuery) => (q.soldBy ? `u${q.soldBy}` : q.team ? `t${q.team}` : "");
const queryOf = (choice: string): CreatorQuery => ({
  soldBy: choice.startsWith("u") ? Number(choice.slice(1)) : undefined,
  team: choice.startsWith("t") ? Number(choice.slice(1)) : undefined,
});

/**
 * "Sold by" on the back-office lists (decision 059): a column naming the user who created each record and a filter by
 * user or team, only for roles that see others' records (owner, back office, manager). An agent sees only their own,
 * so neither is shown to them.
 */
export function useSoldBy<Row extends { soldBy: string | null }>(params: {
  query: CreatorQuery;
  update: (changes: CreatorQuery) => void;
}): { column?: ListColumn<Row>; filter?: ReactNode } {
  const { t } = useText();
  const shown = seesOthers(useSignedInUser().teamRole);
  const sellers = useQuery({ ...sellersQueryOptions(), enabled: shown });
  if (!shown) return {};
  const options = [
    { value: "", label: t(/*i18n*/ { id: "backoffice.soldBy.everyone", message: "Everyone" }) },
    ...(sellers.data?.teams ?? []).map((team) => ({
      value: `t${team.id}`,
      label: t(/*i18n*/ { id: "backoffice.soldBy.team", message: "Team {name}", values: { name: team.name } }),
    })),
    ...(sellers.data?.users ?? []).map((user) => ({ value: `u${user.id}`, label: user.name })),
  ];
  return {
    // The seller's name is data in any language: isolated, so an Arabic row shows it whole and in its own direction.
    column: {
      id: "soldBy",
      label: t(SOLD_WORDS),
      render: (row) => (row.soldBy ? <bdi>{row.soldBy}</bdi> : "—"),
    },
    filter: (
      <SelectField
        name="soldBy"
        size="small"
        label={t(SOLD_WORDS)}
        value={choiceOf(params.query)}
        onChange={(choice) => params.update(queryOf(choice))}
        problem={undefined}
        options={options}
      />
    ),
  };
}
