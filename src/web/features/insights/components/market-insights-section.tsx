import { ArrowRight, ImageIcon, Lightbulb, Lock } from "lucide-react";
import { DASHBOARD_INSIGHTS, type Insight } from "@shared/insights";
import { plainInsightText } from "@shared/insight-text";
import { PAGE_PATHS, insightPagePath } from "@shared/pages";
import { QueryView } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useInsights } from "@/features/insights/api/get-insights";
import { InsightMeta } from "@/features/insights/components/insight-meta";
import { InsightUpgrade } from "@/features/insights/components/insight-upgrade";
import { Link } from "@/lib/app-navigation";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n";

const PREVIEW_LENGTH = 180;

function preview(body: string): string {
  const plain = plainInsightText(body);
  return plain.length > PREVIEW_LENGTH ? `${plain.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : plain;
}

/** One insight in a list: its title (a link to it), date and instrument, and for a reader the start of its text. */
function InsightListItem({ insight }: { insight: Insight }) {
  const { t } = useT();
  return (
    <li className="flex flex-col gap-1.5 border-b pb-4 last:border-b-0 last:pb-0">
      <div className="flex items-start gap-2">
        {insight.locked && (
          <Lock className="mt-1 size-4 shrink-0 text-muted-foreground" aria-label={t("portfolio:insights.proOnly")} />
        )}
        <Link
          to={insightPagePath(insight.id)}
          className="flex min-h-11 items-center font-semibold leading-snug hover:underline md:min-h-0"
        >
          {insight.title}
        </Link>
        {insight.imageUrl && (
          <ImageIcon
            className="mt-1 size-4 shrink-0 text-muted-foreground"
            aria-label={t("portfolio:insights.withChart")}
          />
        )}
      </div>
      <InsightMeta insight={insight} />
      {insight.body !== null && <p className="text-sm text-muted-foreground">{preview(insight.body)}</p>}
    </li>
  );
}

/** The insights, newest first, or the sentence saying there are none yet. */
export function InsightList({ insights, className }: { insights: Insight[]; className?: string }) {
  const { t } = useT();
  if (insights.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("portfolio:insights.empty")}</p>;
  }
  return (
    <ul className={cn("flex flex-col gap-4", className)}>
      {insights.map((insight) => (
        <InsightListItem key={insight.id} insight={insight} />
      ))}
    </ul>
  );
}

/**
 * The dashboard's "Market insights" (docs/product.md#market-insights): the newest few, newest first, and a link to
 * all of them. Pro members read the start of each; other plans see the titles with the way to Pro.
 */
export function MarketInsightsSection() {
  const { t } = useT();
  const insights = useInsights(DASHBOARD_INSIGHTS);
  return (
    <Card role="region" aria-labelledby="market-insights-title">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="market-insights-title" className="flex items-center gap-2 text-lg">
          <Lightbulb className="size-5 text-warning" aria-hidden />
          {t("portfolio:insights.title")}
        </CardTitle>
        <Button asChild variant="link" size="sm" className="px-0">
          <Link to={PAGE_PATHS.insights}>
            {t("portfolio:insights.all")}
            <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <QueryView
          query={insights}
          placeholder={<Skeleton className="h-24" />}
          errorMessage={t("portfolio:insights.loadFailed")}
        >
          {({ insights: list, canRead }) => (
            <>
              <InsightList insights={list} />
              {!canRead && list.length > 0 && <InsightUpgrade />}
            </>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}
