import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";

/** One page of a partner list as the server answers it. */
export const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** A change to one row of a list; the list is read again afterwards, whatever the outcome. */
export function useRowMutation<V, Row>(
  rowSchema: z.ZodType<Row>,
  listKey: readonly string[],
  call: (variables: V) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => rowSchema.parse(await call(variables)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
