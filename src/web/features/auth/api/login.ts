import { useQueryClient } from "@tanstack/react-query";
import { signedInSchema, type LoginBody, type SignedInUser } from "@shared/auth";
import type { PublicUser } from "@shared/users";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { meQueryKey } from "@/features/auth/api/get-me";

export function login(body: LoginBody): Promise<SignedInUser> {
  return apiFetch("/api/auth/login", { method: "POST", body, schema: signedInSchema });
}

/**
 * The session is the app's once the cache holds its user. A sign-in that just set up the authenticator app answers
 * with recovery codes: the form shows them first and calls `enterApp` when they are saved, so no page swaps the
 * form away while they are on screen.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  const enterApp = ({ recoveryCodes: _shownOnce, ...user }: SignedInUser): PublicUser => {
    queryClient.setQueryData(meQueryKey, user);
    return user;
  };
  const mutation = useApiMutation({
    errorToast: false,
    mutationFn: login,
    onSuccess: (user) => {
      if (!user.recoveryCodes) enterApp(user);
    },
  });
  return { ...mutation, enterApp };
}
