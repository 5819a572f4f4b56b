import { assetClassName } from "@shared/positions";
import type { AssetClassPerformance } from "@shared/performance";
import { PnlValue } from "@/components/trading/pnl-value";
import { formatDrawdown, formatRatio } from "@shared/format";

const HEADINGS = ["Asset class", "Closed", "Win rate", "Total P&L", "Average", "Profit factor", "Max drawdown"];
const CELL = "px-5 py-2 whitespace-nowrap md:px-2";

/** Per-asset-class track record; scrolls sideways inside itself on phones, never the page. */
export function AssetClassTable({ rows }: { rows: AssetClassPerformance[] }) {
  return (
    <div className="-mx-5 overflow-x-auto md:mx-0" tabIndex={0} aria-label="Performance by asset class" role="region">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">Performance by asset class</caption>
        <thead className="text-left text-xs text-muted-foreground">
          <tr className="border-b">
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className={`${CELL} font-medium`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="tabular">
          {rows.map((row) => (
            <tr key={row.assetClass} className="border-b last:border-0">
              <th scope="row" className={`${CELL} text-left font-semibold`}>
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
      </table>
    </div>
  );
}
