import { Area, AreaChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney } from "@shared/format";
import { formatSignedMoney, type EquityPoint } from "@shared/portfolio";
import { useDateFormat } from "@/lib/display-time-zone";

/**
 * The member's own equity curve (docs/product.md#portfolio): realised money after each close, from 0. recharts loads
 * with this page only, never with the dashboard.
 */
export function EquityChart({ equity }: { equity: EquityPoint[] }) {
  const dates = useDateFormat();
  if (equity.length === 0) {
    return <p className="text-sm text-muted-foreground">Your equity curve starts with your first close.</p>;
  }
  const data = [
    { step: 0, money: 0, at: null as string | null },
    ...equity.map((point, index) => ({ step: index + 1, ...point })),
  ];
  const last = equity.at(-1)?.money ?? 0;
  const tone = last >= 0 ? "var(--color-gain)" : "var(--color-loss)";
  return (
    <figure className="m-0 flex flex-col gap-2">
      <div
        className="h-56 w-full"
        role="img"
        aria-label={`Your equity curve: ${formatSignedMoney(last)} realised after ${equity.length} closes`}
      >
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
            <XAxis dataKey="step" tickLine={false} axisLine={false} fontSize={12} allowDecimals={false} />
            <YAxis
              width={72}
              tickLine={false}
              axisLine={false}
              fontSize={12}
              tickFormatter={(value: number) => formatMoney(value).replace(/\.00$/, "")}
            />
            <ReferenceLine y={0} className="stroke-border" strokeDasharray="4 4" />
            <Tooltip
              formatter={(value) => [formatSignedMoney(Number(value)), "Realised"]}
              labelFormatter={(_label, payload) => {
                const at = (payload?.[0]?.payload as { at?: string | null } | undefined)?.at;
                return at ? dates.dateTime(at) : "Start";
              }}
            />
            <Area type="monotone" dataKey="money" stroke={tone} fill={tone} fillOpacity={0.12} strokeWidth={2} />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        Realised money after each close, {formatSignedMoney(last)} in all.
      </figcaption>
    </figure>
  );
}
