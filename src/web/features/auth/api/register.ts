import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterBody } from "@shared/auth";
import { publicUserSchema, type PublicUser } from "@shared/users";
import { apiFetch } from "@/lib/api-client";
import { meQueryKey } from "@/features/auth/api/get-me";

/** Creates the account and signs it in (the answer sets the session cookie). */
export function register(body: RegisterBody): Promise<PublicUser> {
  return apiFetch("/api/auth/register", { method: "POST", body, schema: publicUserSchema });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
