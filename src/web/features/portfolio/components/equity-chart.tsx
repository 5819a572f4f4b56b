import { Area, AreaChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { EquityPoint } from "@shared/portfolio";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

/**
 * The member's own equity curve (docs/product.md#portfolio): realised money after each close, from 0. recharts loads
 * with this page only, never with the dashboard.
 */
export function EquityChart({ equity }: { equity: EquityPoint[] }) {
  const { t } = useT();
  const format = useFormat();
  if (equity.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("portfolio:equity.empty")}</p>;
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
        aria-label={t("portfolio:equity.label", { money: format.signedMoney(last), count: equity.length })}
      >
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" vertical={false} />
            <XAxis
              dataKey="step"
              tickLine={false}
              axisLine={false}
              fontSize={12}
              allowDecimals={false}
              tickFormatter={(value: number) => format.count(value)}
            />
            <YAxis
              width={72}
              tickLine={false}
              axisLine={false}
              fontSize={12}
              tickFormatter={(value: number) => format.money(value).replace(/[.,]00(?=\D*$)/, "")}
            />
            <ReferenceLine y={0} className="stroke-border" strokeDasharray="4 4" />
            <Tooltip
              formatter={(value) => [format.signedMoney(Number(value)), t("portfolio:equity.realised")]}
              labelFormatter={(_label, payload) => {
                const at = (payload?.[0]?.payload as { at?: string | null } | undefined)?.at;
                return at ? format.dateTime(at) : t("portfolio:equity.start");
              }}
            />
            <Area type="monotone" dataKey="money" stroke={tone} fill={tone} fillOpacity={0.12} strokeWidth={2} />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-muted-foreground">
        {t("portfolio:equity.caption", { money: format.signedMoney(last) })}
      </figcaption>
    </figure>
  );
}
