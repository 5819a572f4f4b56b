import { ShieldCheck } from "lucide-react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { AUTH_MESSAGES } from "@shared/auth";
import type { PublicUser } from "@shared/users";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { AuthShell } from "@/features/auth/components/auth-shell";
import { LoginForm } from "@/features/auth/components/login-form";
import { useSession } from "@/features/auth/hooks/use-auth";
import { homePathFor, readReturnPath } from "@/features/auth/lib/return-path";
import { usePageMeta } from "@/lib/use-page-meta";
import { useT } from "@/lib/i18n";

export function LoginPage() {
  usePageMeta({ title: "Sign in", description: "Sign in to see live positions, alerts and your subscription." });
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { t } = useT();
  const returnPath = readReturnPath(location.state);
  const forAdmin = returnPath === "/admin";
  // A signed-in member sent here by the /admin guard needs to know why.
  const lacksAdminRights = forAdmin && user !== null && user.role !== "admin";
  // Where a sign-in goes: back to the page that asked, except /admin for a member, who has nothing to do there.
  const destinationFor = (signedIn: PublicUser) =>
    forAdmin && signedIn.role !== "admin" ? homePathFor(signedIn) : (returnPath ?? homePathFor(signedIn));

  // Signed in already, there is nothing to sign in to, unless to switch to an administrator account.
  if (user && !lacksAdminRights) return <Navigate to={destinationFor(user)} replace />;

  return (
    <AuthShell>
      {lacksAdminRights && (
        <Alert className="mb-4">
          <ShieldCheck aria-hidden />
          <AlertDescription>
            {t(AUTH_MESSAGES.adminRequired)}. Sign in with an administrator account, or{" "}
            <Link to={homePathFor(user)} className="font-semibold text-primary-hover underline">
              go to your dashboard
            </Link>
            .
          </AlertDescription>
        </Alert>
      )}
      <LoginForm
        headingLevel={1}
        showSignUpLink={!forAdmin}
        title={forAdmin ? "Administrator sign in" : "Sign in"}
        onSignedIn={(signedIn) => navigate(destinationFor(signedIn), { replace: true })}
      />
    </AuthShell>
  );
}
