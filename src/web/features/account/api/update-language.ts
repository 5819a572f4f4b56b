import type { Language } from "@shared/i18n/languages";
import { publicUserSchema } from "@shared/users";
import { meQueryKey } from "@/features/auth/api/get-me";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";

export const ACCOUNT_URL = "/api/account";

/** Stores the member's language on their account; answers the member as the server now has them. */
export function updateLanguage(language: Language) {
  return apiFetch(ACCOUNT_URL, { method: "PATCH", body: { language }, schema: publicUserSchema });
}

/** `failed`: the toast's words should the account not be updated. */
export function useUpdateLanguage(failed: string) {
  return useApiMutation({ mutationFn: updateLanguage, errorToast: failed, setsQueryData: meQueryKey });
}
