import type { GrantTime } from "@shared/admin-member";
import { publicUserSchema, type PublicUser } from "@shared/users";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export function grantMemberTime({ id, body }: { id: string; body: GrantTime }): Promise<PublicUser> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(id)}/grant`, {
    method: "POST",
    body,
    schema: publicUserSchema,
  });
}

/** The member's page and the users list reload; the counters move with them. */
export function useGrantMemberTime() {
  return useApiMutation({
    errorToast: false,
    mutationFn: grantMemberTime,
    invalidates: [adminKeys.users(), adminKeys.stats()],
  });
}
