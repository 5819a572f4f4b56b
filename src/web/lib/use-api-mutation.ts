import { useMutation, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { MutationMeta } from "@/lib/query-client";

interface ApiMutationOptions<TData, TVariables> {
  /** The endpoint's fetcher. */
  mutationFn: (variables: TVariables) => Promise<TData>;
  /**
   * How a failure reaches the person (`MutationMeta`): left out, a toast in the server's words; a catalogue key (with
   * its values), the toast's words when the server gives none, worded in the page's language as it shows; false,
   * the screen shows the failure itself.
   */
  errorToast?: MutationMeta["errorToast"];
  /** The query whose data the answer is: the cache holds it at once, with no second request. */
  setsQueryData?: QueryKey;
  /** Any other change to the caches the answer allows at once, before the refetches below. */
  onSuccess?: (data: TData, variables: TVariables, queryClient: QueryClient) => unknown;
  /** The queries asked again after a success, one after the other; the mutation stays pending until they answer. */
  invalidates?: readonly QueryKey[];
  /** "settled": ask them again after a failure too (a refusal may still have changed what they show). */
  invalidateOn?: "success" | "settled";
}

/** A mutation of one endpoint with the app's one way of telling failures and refreshing what the change touched. */
export function useApiMutation<TData, TVariables = void>({
  mutationFn,
  errorToast,
  setsQueryData,
  onSuccess,
  invalidates = [],
  invalidateOn = "success",
}: ApiMutationOptions<TData, TVariables>) {
  const queryClient = useQueryClient();
  const refetch = async () => {
    for (const queryKey of invalidates) await queryClient.invalidateQueries({ queryKey });
  };
  return useMutation({
    meta: errorToast === undefined ? undefined : { errorToast },
    mutationFn,
    onSuccess: async (data, variables) => {
      if (setsQueryData) queryClient.setQueryData(setsQueryData, data);
      await onSuccess?.(data, variables, queryClient);
      if (invalidateOn === "success") await refetch();
    },
    onSettled: invalidateOn === "settled" ? refetch : undefined,
  });
}
