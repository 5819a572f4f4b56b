import { ADMIN_MESSAGES } from "@shared/admin";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export async function deleteUser(id: string): Promise<void> {
  await apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteUser() {
  return useApiMutation({
    errorToast: ADMIN_MESSAGES.deleteUserFailed,
    mutationFn: deleteUser,
    invalidates: [adminKeys.users(), adminKeys.stats()],
  });
}
