import type { ReactNode } from "react";
import { canSeePositions } from "@shared/access";
import { PAGE_PATHS } from "@shared/pages";
import { PageLoader } from "@/components/page-loader";
import { Button } from "@/components/ui/button";
import { SignInInPlace } from "@/features/auth/components/sign-in-in-place";
import { useSession } from "@/features/auth/hooks/use-auth";
import { Link } from "@/lib/app-navigation";
import { useT } from "@/lib/i18n";

/** The insights pages are for admins and members with access; the server refuses everyone else the same way. */
export function InsightsGate({ children }: { children: ReactNode }) {
  const { t } = useT();
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader label={t("app:session.checking")} />;
  if (!user) return <SignInInPlace description={t("portfolio:insights.signIn")} />;
  if (!canSeePositions(user)) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{t("portfolio:insights.gateTitle")}</h1>
        <p className="text-muted-foreground">{t("portfolio:insights.gateText")}</p>
        <Button asChild>
          <Link to={PAGE_PATHS.plans}>{t("portfolio:insights.plans")}</Link>
        </Button>
      </div>
    );
  }
  return children;
}
