import type { DeleteAccountBody } from "@shared/account";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";

/** Deletes the signed-in member's account; the server ends every session and clears the cookie. */
export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await apiFetch("/api/account/delete", { method: "POST", body });
}

/** The form shows a refusal (wrong password or code, subscription not cancelled) itself. */
export function useDeleteAccount() {
  return useApiMutation({ errorToast: false, mutationFn: deleteAccount });
}
