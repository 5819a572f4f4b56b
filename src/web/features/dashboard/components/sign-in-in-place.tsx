import { AuthShell } from "@/features/auth/components/auth-shell";
import { LoginForm } from "@/features/auth/components/login-form";

/** Signed out, /dashboard shows the login screen in place and stays on /dashboard. */
export function SignInInPlace() {
  return (
    <AuthShell>
      <LoginForm description="Sign in to see your live trading signals." />
    </AuthShell>
  );
}
