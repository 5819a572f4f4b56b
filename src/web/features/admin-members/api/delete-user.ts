import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMIN_MESSAGES } from "@shared/admin";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export async function deleteUser(id: string): Promise<void> {
  await apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: ADMIN_MESSAGES.deleteUserFailed },
    mutationFn: deleteUser,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]),
  });
}
