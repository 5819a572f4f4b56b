import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RefundInput } from "@shared/admin-member";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export async function refundMemberPayment({ id, body }: { id: string; body: RefundInput }): Promise<void> {
  await apiFetch(`/api/admin/users/${encodeURIComponent(id)}/refunds`, { method: "POST", body });
}

export function useRefundMemberPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundMemberPayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]),
  });
}
