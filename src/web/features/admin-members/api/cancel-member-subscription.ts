import type { CancelInput } from "@shared/admin-member";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export async function cancelMemberSubscription({ id, body }: { id: string; body: CancelInput }): Promise<void> {
  await apiFetch(`/api/admin/users/${encodeURIComponent(id)}/cancel`, { method: "POST", body });
}

export function useCancelMemberSubscription() {
  return useApiMutation({
    mutationFn: cancelMemberSubscription,
    invalidates: [adminKeys.users(), adminKeys.stats()],
  });
}
