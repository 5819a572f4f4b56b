import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { devicesQueryKey } from "@/features/auth/api/get-devices";

/** Signs one of the user's other devices out (`id`: that session's id), or every other one. */
export async function signOutDevice(id: string | "others"): Promise<void> {
  if (id === "others") await apiFetch("/api/auth/sessions/sign-out-others", { method: "POST" });
  else await apiFetch(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useSignOutDevice() {
  return useApiMutation({
    errorToast: "account:devices.signOutFailed",
    mutationFn: signOutDevice,
    invalidates: [devicesQueryKey],
    invalidateOn: "settled",
  });
}
