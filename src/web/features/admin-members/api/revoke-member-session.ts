import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export async function revokeMemberSession({ id, sessionId }: { id: string; sessionId: string }): Promise<void> {
  await apiFetch(`/api/admin/users/${encodeURIComponent(id)}/sessions/${encodeURIComponent(sessionId)}`, {
    method: "DELETE",
  });
}

export function useRevokeMemberSession() {
  return useApiMutation({
    mutationFn: revokeMemberSession,
    onSuccess: (_, { id }, queryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.member(id) }),
  });
}
