import { canSeePositions } from "@shared/access";
import { PageLoader } from "@/components/page-loader";
import { AuthShell } from "@/features/auth/components/auth-shell";
import { LoginForm } from "@/features/auth/components/login-form";
import { useSession } from "@/features/auth/hooks/use-auth";
import { DashboardHeader } from "@/features/dashboard/components/dashboard-header";
import { PositionsDashboard } from "@/features/dashboard/components/positions-dashboard";
import { SubscriptionRequired } from "@/features/dashboard/components/subscription-required";
import { TrialBanner } from "@/features/subscriptions/components/trial-banner";
import { usePageMeta } from "@/lib/use-page-meta";

const DESCRIPTION =
  "Your live trading signals: active and closed positions with entry, target, stop loss, P&L, charts and the track record.";

/** Spec §2: the dashboard when signed in; otherwise the login screen in place, staying on /dashboard. */
export function DashboardPage() {
  const { user, isLoading } = useSession();
  usePageMeta({ title: user ? "Dashboard" : "Sign in", description: DESCRIPTION });

  if (isLoading) return <PageLoader label="Checking your session" />;
  if (!user) {
    return (
      <AuthShell>
        <LoginForm description="Sign in to see your live trading signals." />
      </AuthShell>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 md:gap-8 md:px-6 md:py-10">
      <TrialBanner user={user} />
      {canSeePositions(user) ? (
        <>
          <DashboardHeader user={user} />
          <PositionsDashboard />
        </>
      ) : (
        <SubscriptionRequired firstName={user.firstName} />
      )}
    </div>
  );
}
