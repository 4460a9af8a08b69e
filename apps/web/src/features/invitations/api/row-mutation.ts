import { useMutation, useQueryClient } from "@tanstack/react-query";

/** A change to one row of a list, `call` answering the changed row; the list is read again afterwards, whatever the outcome. */
export function useRowMutation<V, Row>(listKey: readonly string[], call: (variables: V) => Promise<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
