import { AUTH_MESSAGES } from "@shared/auth";
import { ApiError, userFacingMessage } from "@/lib/api-client";
import { useLogin } from "@/features/auth/api/login";
import { useRegister } from "@/features/auth/api/register";
import { useSession } from "@/features/auth/hooks/use-session";

export { useSession };

/**
 * Auth state. `isLoading` is the session check; `isSubmitting` covers a sign-in or registration in
 * flight, kept apart so a screen that shows the login form in place does not swap it for a spinner.
 */
export function useAuth() {
  const session = useSession();
  const loginMutation = useLogin();
  const registerMutation = useRegister();

  const failure = loginMutation.error ?? registerMutation.error;
  const fallback = loginMutation.error ? AUTH_MESSAGES.loginFailed : AUTH_MESSAGES.registrationFailed;

  return {
    ...session,
    isSubmitting: loginMutation.isPending || registerMutation.isPending,
    error: failure ? userFacingMessage(failure, fallback) : null,
    /** Per-field messages from a rejected registration (400). */
    fieldErrors: failure instanceof ApiError ? failure.fieldErrors : {},
    login: loginMutation.mutate,
    register: registerMutation.mutate,
  };
}
