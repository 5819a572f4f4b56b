import { Activity, CheckCircle2, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { usePerformance } from "@/features/positions/api/get-performance";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

function StatCard({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <Card className="flex items-center gap-4 p-5 max-md:rounded-none max-md:border-0 max-md:bg-transparent max-md:px-3 max-md:py-2 max-md:shadow-none">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-gain max-md:hidden [&_svg]:size-5">
        {icon}
      </span>
      {/* On a phone the figure comes first: three of them sit in one compact row. */}
      <div className="flex min-w-0 flex-col max-md:flex-col-reverse">
        <span className="text-xs leading-tight text-muted-foreground md:text-sm md:whitespace-nowrap">{label}</span>
        <span className="tabular text-lg leading-tight font-bold md:text-2xl">{value}</span>
      </div>
    </Card>
  );
}

/**
 * The three figures: one compact card of three cells on a phone, three cards from 768 px. Closed trades and the win
 * rate are the record's (GET /api/positions/performance), so they equal the Performance block, the analytics and the
 * public record (docs/product.md#statistics); "—" until they arrive.
 */
export function StatCards({ active }: { active: number }) {
  const { t } = useT();
  const format = useFormat();
  const overall = usePerformance().data?.overall;
  return (
    <section
      aria-label={t("positions:stats.summary")}
      className="grid grid-cols-3 max-md:divide-x max-md:rounded-xl max-md:border max-md:bg-card max-md:shadow-card md:gap-4"
    >
      <StatCard
        label={t("positions:stats.activeTrades")}
        value={format.count(active)}
        icon={<Activity aria-hidden />}
      />
      <StatCard
        label={t("positions:stats.closedTrades")}
        value={format.count(overall?.closed ?? null)}
        icon={<CheckCircle2 aria-hidden />}
      />
      <StatCard
        label={t("positions:stats.winRate")}
        value={format.rate(overall?.winRate ?? null)}
        icon={<Trophy aria-hidden />}
      />
    </section>
  );
}
