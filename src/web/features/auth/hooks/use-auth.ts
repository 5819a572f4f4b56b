import { useLogin } from "@/features/auth/api/login";
import { useRegister } from "@/features/auth/api/register";
import { useSession } from "@/features/auth/hooks/use-session";

export { useSession };

/**
 * Auth state. `isLoading` is the session check; `isSubmitting` covers a sign-in or registration in
 * flight, kept apart so a screen that shows the login form in place does not swap it for a spinner.
 * A refused sign-in or registration is the form's to show (`showServerError`).
 */
export function useAuth() {
  const session = useSession();
  const loginMutation = useLogin();
  const registerMutation = useRegister();

  return {
    ...session,
    isSubmitting: loginMutation.isPending || registerMutation.isPending,
    login: loginMutation.mutate,
    /** After a sign-in's recovery codes were shown: the session becomes the app's. */
    enterApp: loginMutation.enterApp,
    register: registerMutation.mutate,
  };
}
