import type { InsightSummary } from "@shared/insights";
import { Badge } from "@/components/ui/badge";
import { useFormat } from "@/lib/use-format";
import { useT } from "@/lib/i18n";

/** When an insight was published (and corrected), and the instrument it is about. */
export function InsightMeta({ insight }: { insight: InsightSummary }) {
  const { t } = useT();
  const format = useFormat();
  const edited = insight.updatedAt !== insight.publishedAt;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      {insight.instrument && <Badge variant="info">{insight.instrument}</Badge>}
      <time dateTime={insight.publishedAt}>{format.dateTime(insight.publishedAt)}</time>
      {edited && <span>· {t("portfolio:insights.edited", { time: format.dateTime(insight.updatedAt) })}</span>}
    </div>
  );
}
