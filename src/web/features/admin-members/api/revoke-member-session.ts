import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

export async function revokeMemberSession({ id, sessionId }: { id: string; sessionId: string }): Promise<void> {
  await apiFetch(`/api/admin/users/${encodeURIComponent(id)}/sessions/${encodeURIComponent(sessionId)}`, {
    method: "DELETE",
  });
}

export function useRevokeMemberSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeMemberSession,
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: adminKeys.member(id) }),
  });
}
