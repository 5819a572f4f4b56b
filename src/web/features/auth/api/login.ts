import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginBody } from "@shared/auth";
import { publicUserSchema, type PublicUser } from "@shared/users";
import { apiFetch } from "@/lib/api-client";
import { meQueryKey } from "@/features/auth/api/get-me";

export function login(body: LoginBody): Promise<PublicUser> {
  return apiFetch("/api/auth/login", { method: "POST", body, schema: publicUserSchema });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
