import { adminUserSchema, type AdminUser, type SubscriptionUpdate } from "@shared/admin";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export function updateUserSubscription({ id, body }: { id: string; body: SubscriptionUpdate }): Promise<AdminUser> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(id)}/subscription`, {
    method: "PATCH",
    body,
    schema: adminUserSchema,
  });
}

/** On ok the list reloads; the counters and stats move with it. */
export function useUpdateUserSubscription() {
  return useApiMutation({
    errorToast: false,
    mutationFn: updateUserSubscription,
    invalidates: [adminKeys.users(), adminKeys.stats()],
  });
}
