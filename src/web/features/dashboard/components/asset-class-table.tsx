import { assetClassName } from "@shared/positions";
import type { AssetClassPerformance } from "@shared/performance";
import { SwipeTable } from "@/components/swipe-table";
import { PnlValue } from "@/components/trading/pnl-value";
import { formatDrawdown, formatRatio } from "@shared/format";
import { cn } from "@/lib/cn";

const HEADINGS = ["Asset class", "Closed", "Win rate", "Total P&L", "Average", "Profit factor", "Max drawdown"];
const CELL = "px-5 py-2 whitespace-nowrap md:px-2";
/** The asset class stays in view while the figures scroll past it. */
const FIRST_CELL = "sticky left-0 z-10 bg-card";

/**
 * Per-asset-class track record, every column on every width: on phones it scrolls sideways inside itself (never the
 * page), says so above it, and keeps the asset class pinned while the figures scroll.
 */
export function AssetClassTable({ rows }: { rows: AssetClassPerformance[] }) {
  return (
    <SwipeTable
      hintId="asset-class-scroll-hint"
      caption="Performance by asset class"
      columnCount={HEADINGS.length}
      className="min-w-[36rem]"
    >
      <thead className="text-left text-xs text-muted-foreground">
        <tr className="border-b">
          {HEADINGS.map((heading, index) => (
            <th key={heading} scope="col" className={cn(CELL, "font-medium", index === 0 && FIRST_CELL)}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="tabular">
        {rows.map((row) => (
          <tr key={row.assetClass} className="border-b last:border-0">
            <th scope="row" className={cn(CELL, FIRST_CELL, "text-left font-semibold")}>
              {assetClassName(row.assetClass)}
            </th>
            <td className={CELL}>{row.closed}</td>
            <td className={CELL}>{row.winRate}%</td>
            <td className={CELL}>
              <PnlValue value={row.totalPnl} />
            </td>
            <td className={CELL}>
              <PnlValue value={row.averagePnl} />
            </td>
            <td className={CELL}>{formatRatio(row.profitFactor)}</td>
            <td className={CELL}>{formatDrawdown(row.maxDrawdown)}</td>
          </tr>
        ))}
      </tbody>
    </SwipeTable>
  );
}
