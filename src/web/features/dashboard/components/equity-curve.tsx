import type { CurvePoint } from "@shared/performance";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

const WIDTH = 600;
const HEIGHT = 180;
const PAD = 8;

/**
 * The cumulative P&L curve by close time, drawn as a small SVG: a few hundred bytes instead of a chart library
 * on the dashboard's first load.
 */
export function EquityCurve({ curve }: { curve: CurvePoint[] }) {
  const { t } = useT();
  const format = useFormat();
  if (curve.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("positions:equity.empty")}</p>;
  }
  // One step per closed position, in close order, from a start at 0: trades closed the same day stay apart.
  const values = [0, ...curve.map((point) => point.cumulativePnl)];
  const [minV, maxV] = [Math.min(...values), Math.max(...values)];
  const x = (step: number) => PAD + (step / (values.length - 1)) * (WIDTH - 2 * PAD);
  const y = (value: number) => HEIGHT - PAD - ((value - minV) / (maxV - minV || 1)) * (HEIGHT - 2 * PAD);
  const line = values.map((value, step) => `${x(step)},${y(value)}`);
  const first = curve[0]?.closedAt ?? "";
  const lastClose = curve.at(-1)?.closedAt ?? first;
  const last = curve.at(-1)?.cumulativePnl ?? 0;
  const tone = last >= 0 ? "text-gain" : "text-loss";

  return (
    <figure className="m-0 flex flex-col gap-1">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className={`h-40 w-full ${tone}`}
        role="img"
        aria-label={t("positions:equity.label", {
          count: curve.length,
          last: format.pnl(last),
          min: format.pnl(minV),
          max: format.pnl(maxV),
        })}
      >
        <line x1={PAD} x2={WIDTH - PAD} y1={y(0)} y2={y(0)} className="stroke-border" strokeDasharray="4 4" />
        <polyline
          points={`${line.join(" ")} ${x(values.length - 1)},${y(0)}`}
          className="fill-current opacity-10"
          stroke="none"
        />
        <polyline
          points={line.join(" ")}
          fill="none"
          className="stroke-current"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="flex justify-between text-xs text-muted-foreground">
        <span>{format.date(first)}</span>
        <span dir="ltr" className={`tabular font-semibold ${tone}`}>
          {format.pnl(last)}
        </span>
        <span>{format.date(lastClose)}</span>
      </figcaption>
    </figure>
  );
}
