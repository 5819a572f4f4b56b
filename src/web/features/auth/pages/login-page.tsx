import { ShieldCheck } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { AUTH_MESSAGES } from "@shared/auth";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { AuthShell } from "@/features/auth/components/auth-shell";
import { LoginForm } from "@/features/auth/components/login-form";
import { useSession } from "@/features/auth/hooks/use-auth";
import { homePathFor, readReturnPath } from "@/features/auth/lib/return-path";
import { usePageMeta } from "@/lib/use-page-meta";

export function LoginPage() {
  usePageMeta({ title: "Sign in", description: "Sign in to see live positions, alerts and your subscription." });
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const returnPath = readReturnPath(location.state);
  const forAdmin = returnPath === "/admin";
  // A signed-in member sent here by the /admin guard needs to know why.
  const lacksAdminRights = forAdmin && user !== null && user.role !== "admin";

  return (
    <AuthShell>
      {lacksAdminRights && (
        <Alert className="mb-4">
          <ShieldCheck aria-hidden />
          <AlertDescription>{AUTH_MESSAGES.adminRequired}. Sign in with an administrator account.</AlertDescription>
        </Alert>
      )}
      <LoginForm
        showSignUpLink={!forAdmin}
        title={forAdmin ? "Administrator sign in" : "Sign in"}
        onSignedIn={(signedIn) => navigate(returnPath ?? homePathFor(signedIn), { replace: true })}
      />
    </AuthShell>
  );
}
