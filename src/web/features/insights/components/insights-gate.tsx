import type { ReactNode } from "react";
import { canSeePositions } from "@shared/access";
import { PAGE_PATHS } from "@shared/pages";
import { PageLoader } from "@/components/page-loader";
import { Button } from "@/components/ui/button";
import { SignInInPlace } from "@/features/auth/components/sign-in-in-place";
import { useSession } from "@/features/auth/hooks/use-auth";
import { Link } from "@/lib/app-navigation";

/** The insights pages are for admins and members with access; the server refuses everyone else the same way. */
export function InsightsGate({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader />;
  if (!user) return <SignInInPlace description="Sign in to read the market insights." />;
  if (!canSeePositions(user)) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold tracking-tight">Subscription Required</h1>
        <p className="text-muted-foreground">Market insights are for members with an active plan.</p>
        <Button asChild>
          <Link to={PAGE_PATHS.plans}>See the plans</Link>
        </Button>
      </div>
    );
  }
  return children;
}
