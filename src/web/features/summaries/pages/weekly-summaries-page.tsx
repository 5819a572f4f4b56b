import { hasPlanFeature } from "@shared/plan-features";
import { formatCalendarDay } from "@shared/format";
import { PAGE_PATHS } from "@shared/pages";
import {
  SUMMARY_DEFAULT_TIME_ZONE,
  SUMMARY_SEND_TIME,
  summaryHeadline,
  type WeeklySummary,
} from "@shared/weekly-summary";
import { MemberPage } from "@/components/member-page";
import { ProUpgradePrompt } from "@/components/pro-upgrade-prompt";
import { QueryView } from "@/components/query-view";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SignedInOnly } from "@/features/auth/components/signed-in-only";
import { useNotificationPreferences } from "@/features/account/api/get-notification-preferences";
import { useWeeklySummaries } from "@/features/summaries/api/get-weekly-summaries";
import { WeeklySummaryView } from "@/features/summaries/components/weekly-summary-view";
import { Link } from "@/lib/app-navigation";
import { usePageMeta } from "@/lib/use-page-meta";

/** A Pro member's Monday summaries, newest first (docs/product.md#weekly-summaries). */
export function WeeklySummariesPage() {
  usePageMeta({ title: "Weekly summaries", description: "Every Monday: last week's signals and results, and yours." });
  return (
    <SignedInOnly description="Sign in to read your weekly summaries.">
      {(user) => (
        <MemberPage
          title="Weekly summaries"
          intro={`Every Monday from ${SUMMARY_SEND_TIME} on your clock: last week's signals and results, and your own portfolio's, here and by email.`}
        >
          {hasPlanFeature(user, "weeklySummaries") ? (
            <Summaries />
          ) : (
            <ProUpgradePrompt title="Weekly summaries are part of Pro">
              {user.role === "admin"
                ? "Pro members receive these summaries; administrators see the record itself on the dashboard."
                : "With Pro, every Monday morning brings last week's signals, their results in percent and R, and the result of the trades you took."}
            </ProUpgradePrompt>
          )}
        </MemberPage>
      )}
    </SignedInOnly>
  );
}

function Summaries() {
  const summaries = useWeeklySummaries();
  const preferences = useNotificationPreferences();
  const zone = preferences.data?.timeZone ?? SUMMARY_DEFAULT_TIME_ZONE;
  return (
    <QueryView
      query={summaries}
      loadingLabel="Loading your summaries"
      errorMessage="Could not load your weekly summaries."
    >
      {({ summaries: list }) => <SummaryList list={list} zone={zone} />}
    </QueryView>
  );
}

function SummaryList({ list, zone }: { list: WeeklySummary[]; zone: string }) {
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
