import type { RefundInput } from "@shared/admin-member";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export async function refundMemberPayment({ id, body }: { id: string; body: RefundInput }): Promise<void> {
  await apiFetch(`/api/admin/users/${encodeURIComponent(id)}/refunds`, { method: "POST", body });
}

export function useRefundMemberPayment() {
  return useApiMutation({
    mutationFn: refundMemberPayment,
    invalidates: [adminKeys.users(), adminKeys.stats()],
  });
}
