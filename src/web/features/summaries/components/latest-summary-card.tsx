import { CalendarRange } from "lucide-react";
import { hasPlanFeature } from "@shared/plan-features";
import { PAGE_PATHS } from "@shared/pages";
import { DAY_MS } from "@shared/plans";
import { SUMMARY_FRESH_DAYS } from "@shared/weekly-summary";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSession } from "@/features/auth/hooks/use-session";
import { useWeeklySummaries } from "@/features/summaries/api/get-weekly-summaries";
import { Link } from "@/lib/app-navigation";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";
import { useNow } from "@/lib/use-now";

/** On a Pro member's dashboard for a week after it was written: the newest summary's headline and a way to it. */
export function LatestSummaryCard() {
  const { t } = useT();
  const format = useFormat();
  const { user } = useSession();
  const pro = user !== null && hasPlanFeature(user, "weeklySummaries");
  const summaries = useWeeklySummaries(pro);
  const now = useNow(60 * 60_000);
  const latest = summaries.data?.summaries[0];
  if (!latest || now - new Date(latest.createdAt).getTime() > SUMMARY_FRESH_DAYS * DAY_MS) return null;
  return (
    <Card role="region" aria-label={t("portfolio:summary.cardLabel")} className="flex flex-wrap items-center gap-3 p-4">
      <span className="flex size-9 items-center justify-center rounded-lg bg-secondary text-gain">
        <CalendarRange className="size-5" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-semibold">
          {t("portfolio:summary.weekOf", { date: format.calendarDay(latest.weekStart) })}
        </span>
        <span className="text-sm text-muted-foreground">
          {latest.trades === 0
            ? t("portfolio:summary.noneClosed")
            : t("portfolio:summary.headline", {
                count: latest.trades,
                result: format.pnl(latest.totalPercent),
                wins: latest.wins,
              })}
        </span>
      </div>
      <Button asChild variant="outline" size="sm">
        <Link to={PAGE_PATHS.weeklySummaries}>{t("portfolio:summary.read")}</Link>
      </Button>
    </Card>
  );
}
