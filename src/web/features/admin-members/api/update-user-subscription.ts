import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminUserSchema, type AdminUser, type SubscriptionUpdate } from "@shared/admin";
import { apiFetch } from "@/lib/api-client";
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
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: updateUserSubscription,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]),
  });
}
