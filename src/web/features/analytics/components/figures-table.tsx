import type { GroupFigures } from "@shared/analytics";
import { SwipeTable } from "@/components/swipe-table";
import { PnlValue } from "@/components/trading/pnl-value";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

const COLUMNS = [
  "portfolio:analytics.column.trades",
  "portfolio:analytics.column.winRate",
  "portfolio:analytics.column.total",
  "portfolio:analytics.column.totalR",
  "portfolio:analytics.column.expectancy",
  "portfolio:analytics.column.expectancyPercent",
  "portfolio:analytics.column.withoutR",
];
const CELL = "px-3 py-2 whitespace-nowrap text-end";
/** The row's name stays in view while the figures scroll past it. */
const FIRST_CELL = "sticky start-0 z-10 bg-card text-start";

export interface FiguresRow extends GroupFigures {
  key: string;
  label: string;
}

const rTone = (value: number | null) =>
  value === null || value === 0 ? undefined : value > 0 ? "text-gain" : "text-loss";

/**
 * Figures per group (month, instrument, risk level): every column on every width; on a phone the table scrolls
 * sideways inside itself, never the page, with the name pinned.
 */
export function FiguresTable({
  id,
  caption,
  firstHeading,
  rows,
}: {
  id: string;
  caption: string;
  firstHeading: string;
  rows: FiguresRow[];
}) {
  const { t } = useT();
  const format = useFormat();
  return (
    <SwipeTable hintId={`${id}-hint`} caption={caption} columnCount={COLUMNS.length + 1} className="min-w-[38rem]">
      <thead className="text-xs text-muted-foreground">
        <tr className="border-b">
          <th scope="col" className={cn(CELL, FIRST_CELL, "ps-5 font-medium md:ps-2")}>
            {firstHeading}
          </th>
          {COLUMNS.map((heading) => (
            <th key={heading} scope="col" className={cn(CELL, "font-medium")}>
              {t(heading)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="tabular">
        {rows.map((row) => (
          <tr key={row.key} className="border-b last:border-0">
            <th scope="row" className={cn(CELL, FIRST_CELL, "ps-5 font-semibold md:ps-2")}>
              {row.label}
            </th>
            <td className={CELL}>{format.count(row.trades)}</td>
            <td className={CELL}>{format.rate(row.winRate)}</td>
            <td className={CELL}>
              <PnlValue value={row.totalPercent} />
            </td>
            <td className={cn(CELL, rTone(row.totalR))}>
              <bdi>{format.r(row.totalR)}</bdi>
            </td>
            <td className={cn(CELL, rTone(row.expectancyR))}>
              <bdi>{format.r(row.expectancyR)}</bdi>
            </td>
            <td className={CELL}>
              <PnlValue value={row.expectancyPercent} />
            </td>
            <td className={CELL}>{format.count(row.withoutR)}</td>
          </tr>
        ))}
      </tbody>
    </SwipeTable>
  );
}
