import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { meQueryKey } from "@/features/auth/api/get-me";
import { forgetPushOnThisDevice } from "@/features/push-device/lib/forget-push-device";

export async function logout(): Promise<void> {
  await forgetPushOnThisDevice();
  await apiFetch("/api/auth/logout", { method: "POST" });
}

/** Signing out clears the user even when the call fails, and nothing of that user stays cached. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: logout,
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
