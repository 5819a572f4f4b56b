import { AuthShell } from "@/features/auth/components/auth-shell";
import { LoginForm } from "@/features/auth/components/login-form";

/**
 * What a page for signed-in people shows a visitor who is signed out: the login screen in place, so the address
 * stays and the page appears once they sign in. `description` says what signing in is for here.
 */
export function SignInInPlace({ description }: { description: string }) {
  return (
    <AuthShell>
      <LoginForm description={description} />
    </AuthShell>
  );
}
