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

export function useUpdateLanguage() {
  return useApiMutation({
    mutationFn: updateLanguage,
    errorToast: "app:language.saveFailed",
    setsQueryData: meQueryKey,
  });
}
