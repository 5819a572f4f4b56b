import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CancelInput } from "@shared/admin-member";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export async function cancelMemberSubscription({ id, body }: { id: string; body: CancelInput }): Promise<void> {
  await apiFetch(`/api/admin/users/${encodeURIComponent(id)}/cancel`, { method: "POST", body });
}

export function useCancelMemberSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMemberSubscription,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]),
  });
}
