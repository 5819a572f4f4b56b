import { BarChart3 } from "lucide-react";
import { PAGE_PATHS } from "@shared/pages";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Link } from "@/lib/app-navigation";
import { useT } from "@/lib/i18n";

/**
 * The way from the performance section to the advanced analytics (docs/product.md#advanced-analytics): a plain link,
 * so the dashboard never downloads the charts.
 */
export function AnalyticsLink({ pro }: { pro: boolean }) {
  const { t } = useT();
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4 md:p-5">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-gain [&_svg]:size-5">
          <BarChart3 aria-hidden />
        </span>
        <div className="flex flex-col">
          <span className="font-semibold">
            {pro ? t("positions:analyticsLink.title") : t("positions:analyticsLink.titlePro")}
          </span>
          <span className="text-sm text-muted-foreground">{t("positions:analyticsLink.text")}</span>
        </div>
      </div>
      <Button asChild variant={pro ? "default" : "outline"} size="sm">
        <Link to={PAGE_PATHS.analytics}>
          {pro ? t("positions:analyticsLink.open") : t("positions:analyticsLink.seePro")}
        </Link>
      </Button>
    </Card>
  );
}
