import type { AssetClassPerformance } from "@shared/performance";
import { SwipeTable } from "@/components/swipe-table";
import { PnlValue } from "@/components/trading/pnl-value";
import { AssetClassName } from "@/components/trading/asset-class-name";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

const HEADINGS = [
  "positions:assetTable.assetClass",
  "positions:assetTable.closed",
  "positions:assetTable.winRate",
  "positions:assetTable.totalPnl",
  "positions:assetTable.average",
  "positions:assetTable.profitFactor",
  "positions:assetTable.maxDrawdown",
] as const;
const CELL = "px-5 py-2 whitespace-nowrap md:px-2";
/** The asset class stays in view while the figures scroll past it. */
const FIRST_CELL = "sticky start-0 z-10 bg-card";

/**
 * Per-asset-class track record, every column on every width: on phones it scrolls sideways inside itself (never the
 * page), says so above it, and keeps the asset class pinned while the figures scroll.
 */
export function AssetClassTable({ rows }: { rows: AssetClassPerformance[] }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <SwipeTable
      hintId="asset-class-scroll-hint"
      caption={t("positions:assetTable.caption")}
      columnCount={HEADINGS.length}
      className="min-w-[36rem]"
    >
      <thead className="text-start text-xs text-muted-foreground">
        <tr className="border-b">
          {HEADINGS.map((heading, index) => (
            <th key={heading} scope="col" className={cn(CELL, "font-medium", index === 0 && FIRST_CELL)}>
              {t(heading)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="tabular">
        {rows.map((row) => (
          <tr key={row.assetClass} className="border-b last:border-0">
            <th scope="row" className={cn(CELL, FIRST_CELL, "text-start font-semibold")}>
              <AssetClassName assetClass={row.assetClass} />
            </th>
            <td className={CELL}>{format.count(row.closed)}</td>
            <td className={CELL}>{format.rate(row.winRate)}</td>
            <td className={CELL}>
              <PnlValue value={row.totalPnl} />
            </td>
            <td className={CELL}>
              <PnlValue value={row.averagePnl} />
            </td>
            <td className={CELL}>{format.ratio(row.profitFactor)}</td>
            <td className={CELL}>{format.drawdown(row.maxDrawdown)}</td>
          </tr>
        ))}
      </tbody>
    </SwipeTable>
  );
}
