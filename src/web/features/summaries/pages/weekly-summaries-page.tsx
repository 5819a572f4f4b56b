import { hasPlanFeature } from "@shared/plan-features";
import { formatCalendarDay } from "@shared/format";
import { PAGE_PATHS } from "@shared/pages";
import { SUMMARY_DEFAULT_TIME_ZONE, SUMMARY_SEND_TIME, summaryHeadline } from "@shared/weekly-summary";
import { PageLoader } from "@/components/page-loader";
import { ProUpgradePrompt } from "@/components/pro-upgrade-prompt";
import { RetryAlert } from "@/components/retry-alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SignInInPlace } from "@/features/auth/components/sign-in-in-place";
import { useSession } from "@/features/auth/hooks/use-auth";
import { useNotificationPreferences } from "@/features/account/api/get-notification-preferences";
import { useWeeklySummaries } from "@/features/summaries/api/get-weekly-summaries";
import { WeeklySummaryView } from "@/features/summaries/components/weekly-summary-view";
import { Link } from "@/lib/app-navigation";
import { usePageMeta } from "@/lib/use-page-meta";

/** A Pro member's Monday summaries, newest first (docs/product.md#weekly-summaries). */
export function WeeklySummariesPage() {
  const { user, isLoading } = useSession();
  usePageMeta({ title: "Weekly summaries", description: "Every Monday: last week's signals and results, and yours." });
  if (isLoading) return <PageLoader />;
  if (!user) return <SignInInPlace description="Sign in to read your weekly summaries." />;
  const pro = hasPlanFeature(user, "weeklySummaries");
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:px-6 md:py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Weekly summaries</h1>
        <p className="text-sm text-muted-foreground">
          Every Monday from {SUMMARY_SEND_TIME} on your clock: last week&apos;s signals and results, and your own
          portfolio&apos;s, here and by email.
        </p>
      </div>
      {pro ? (
        <Summaries />
      ) : (
        <ProUpgradePrompt title="Weekly summaries are part of Pro">
          {user.role === "admin"
            ? "Pro members receive these summaries; administrators see the record itself on the dashboard."
            : "With Pro, every Monday morning brings last week's signals, their results in percent and R, and the result of the trades you took."}
        </ProUpgradePrompt>
      )}
    </div>
  );
}

function Summaries() {
  const summaries = useWeeklySummaries();
  const preferences = useNotificationPreferences();
  if (summaries.isPending) return <PageLoader label="Loading your summaries" />;
  if (summaries.isError) {
    return (
      <RetryAlert
        message="Could not load your weekly summaries."
        retrying={summaries.isFetching}
        onRetry={() => void summaries.refetch()}
      />
    );
  }
  const zone = preferences.data?.timeZone ?? SUMMARY_DEFAULT_TIME_ZONE;
  const list = summaries.data.summaries;
  if (list.length === 0) {
    return (
      <Card className="px-6 py-10 text-center text-sm text-muted-foreground">
        Your first summary arrives on Monday at {SUMMARY_SEND_TIME} ({zone}). Set your time zone in{" "}
        <Link to={PAGE_PATHS.account} className="underline underline-offset-4">
          account settings
        </Link>
        .
      </Card>
    );
  }
  return (
    <ol aria-label="Weekly summaries" className="flex flex-col gap-4">
      {list.map((summary) => (
        <li key={summary.weekStart}>
          <Card>
            <CardHeader>
              <CardTitle>Week of {formatCalendarDay(summary.weekStart)}</CardTitle>
              <CardDescription>
                {summaryHeadline(summary)} · {summary.timeZone}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <WeeklySummaryView summary={summary} />
            </CardContent>
          </Card>
        </li>
      ))}
    </ol>
  );
}
