import { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

/** Starts a reconciler run; what it did shows in the card's list a moment later. */
export function reconcileDiscord(): Promise<{ message: string }> {
  return apiFetch("/api/admin/discord/reconcile", { method: "POST", schema: z.object({ message: z.string() }) });
}

export function useReconcileDiscord() {
  return useApiMutation({
    errorToast: "Could not start the reconciler",
    mutationFn: reconcileDiscord,
    onSuccess: (_answer, _variables, queryClient) =>
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: adminKeys.discord() }), 1_500),
  });
}
