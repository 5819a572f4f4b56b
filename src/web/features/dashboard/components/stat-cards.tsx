import { Activity, CheckCircle2, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

interface StatCardsProps {
  active: number;
  closed: number;
  /** Rounded percent of closed positions with P&L above 0. */
  winRate: number;
}

function StatCard({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <Card className="flex items-center gap-3 p-3 md:gap-4 md:p-5">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-gain sm:flex [&_svg]:size-5">
        {icon}
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="text-xs text-muted-foreground md:text-sm">{label}</span>
        <span className="tabular text-xl font-bold md:text-2xl">{value}</span>
      </div>
    </Card>
  );
}

export function StatCards({ active, closed, winRate }: StatCardsProps) {
  return (
    <section aria-label="Summary" className="grid grid-cols-3 gap-2 md:gap-4">
      <StatCard label="Active Trades" value={String(active)} icon={<Activity aria-hidden />} />
      <StatCard label="Closed Trades" value={String(closed)} icon={<CheckCircle2 aria-hidden />} />
      <StatCard label="Win Rate" value={`${winRate}%`} icon={<Trophy aria-hidden />} />
    </section>
  );
}
