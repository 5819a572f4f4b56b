import type { RegisterBody } from "@shared/auth";
import { publicUserSchema, type PublicUser } from "@shared/users";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { meQueryKey } from "@/features/auth/api/get-me";

/** Creates the account and signs it in (the answer sets the session cookie). */
export function register(body: RegisterBody): Promise<PublicUser> {
  return apiFetch("/api/auth/register", { method: "POST", body, schema: publicUserSchema });
}

export function useRegister() {
  return useApiMutation({ errorToast: false, mutationFn: register, setsQueryData: meQueryKey });
}
