import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

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
