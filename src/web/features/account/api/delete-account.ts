import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountBody } from "@shared/account";
import { apiFetch } from "@/lib/api-client";

/** Deletes the signed-in member's account; the server ends every session and clears the cookie. */
export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await apiFetch("/api/account/delete", { method: "POST", body });
}

/** The form shows a refusal (wrong password or code, subscription not cancelled) itself. */
export function useDeleteAccount() {
  return useMutation({ meta: { errorToast: false }, mutationFn: deleteAccount });
}
