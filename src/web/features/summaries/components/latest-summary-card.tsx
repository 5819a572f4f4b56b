import { CalendarRange } from "lucide-react";
import { hasPlanFeature } from "@shared/plan-features";
import { formatCalendarDay } from "@shared/format";
import { PAGE_PATHS } from "@shared/pages";
import { DAY_MS } from "@shared/plans";
import { SUMMARY_FRESH_DAYS, summaryHeadline } from "@shared/weekly-summary";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSession } from "@/features/auth/hooks/use-session";
import { useWeeklySummaries } from "@/features/summaries/api/get-weekly-summaries";
import { Link } from "@/lib/app-navigation";
import { useNow } from "@/lib/use-now";

/** On a Pro member's dashboard for a week after it was written: the newest summary's headline and a way to it. */
export function LatestSummaryCard() {
  const { user } = useSession();
  const pro = user !== null && hasPlanFeature(user, "weeklySummaries");
  const summaries = useWeeklySummaries(pro);
  const now = useNow(60 * 60_000);
  const latest = summaries.data?.summaries[0];
  if (!latest || now - new Date(latest.createdAt).getTime() > SUMMARY_FRESH_DAYS * DAY_MS) return null;
  return (
    <Card role="region" aria-label="Your weekly summary" className="flex flex-wrap items-center gap-3 p-4">
      <span className="flex size-9 items-center justify-center rounded-lg bg-secondary text-gain">
        <CalendarRange className="size-5" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-semibold">Week of {formatCalendarDay(latest.weekStart)}</span>
        <span className="text-sm text-muted-foreground">{summaryHeadline(latest)}</span>
      </div>
      <Button asChild variant="outline" size="sm">
        <Link to={PAGE_PATHS.weeklySummaries}>Read your summary</Link>
      </Button>
    </Card>
  );
}
