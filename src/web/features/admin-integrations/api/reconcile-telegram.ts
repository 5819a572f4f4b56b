import { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

/** Starts a reconciler run; what it did shows in the card's list a moment later. */
export function reconcileTelegram(): Promise<{ message: string }> {
  return apiFetch("/api/admin/telegram/reconcile", { method: "POST", schema: z.object({ message: z.string() }) });
}

export function useReconcileTelegram() {
  return useApiMutation({
    errorToast: "Could not start the reconciler",
    mutationFn: reconcileTelegram,
    onSuccess: (_answer, _variables, queryClient) =>
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: adminKeys.telegram() }), 1_500),
  });
}
