import { Text } from "@react-email/components";
import { formatPercent, formatPrice, formatRatio } from "../../../../shared/format.js";
import { positionPagePath } from "../../../../shared/pages.js";
import { maxRiskPercent, riskReward, riskRewardLabel } from "../../../../shared/position-math.js";
import { assetClassName, type AssetClass, type Direction, type RiskLevel } from "../../../../shared/positions.js";
import { defineEmail } from "./email-template.js";
import { when } from "./signal-update-emails.js";
import { Action, Details, EmailLayout, RiskWarning, styles } from "./layout.js";

/** A published position as its email shows it (docs/product.md#email); the same for every recipient. */
export interface SignalEmailProps {
  positionId: string;
  asset: string;
  assetClass: AssetClass;
  direction: Direction;
  entryPrice: number;
  /** Take-profit levels, nearest first. */
  targets: number[];
  stopLoss: number | null;
  riskLevel: RiskLevel | null;
  commentary: string | null;
  /**
   * What the member is told, when and on whose clock (docs/product.md#notification-preferences): "New signal: …", or
   * at a release the position as it then stands. Absent from emails queued before they were given.
   */
  message?: string;
  at?: string;
  timeZone?: string | null;
  /** The risk warning's long form when it was queued (docs/product.md#risk-warnings). */
  riskWarning?: string;
}

const RISK_NAMES: Record<RiskLevel, string> = { low: "Low", moderate: "Moderate", high: "High" };

function levels(p: SignalEmailProps): [string, string][] {
  const instrument = { asset: p.asset, assetClass: p.assetClass };
  const ratio = riskReward({
    direction: p.direction,
    entryPrice: p.entryPrice,
    targetPrice: p.targets[0] ?? null,
    stopLoss: p.stopLoss,
  });
  const risk = maxRiskPercent({ direction: p.direction, entryPrice: p.entryPrice, stopLoss: p.stopLoss });
  return [
    ["Direction", p.direction === "long" ? "Long (buy)" : "Short (sell)"],
    ["Entry", formatPrice(p.entryPrice, instrument)],
    ...p.targets.map((target, i): [string, string] => [
      p.targets.length > 1 ? `Target ${i + 1}` : "Target",
      formatPrice(target, instrument),
    ]),
    ["Stop loss", p.stopLoss === null ? "—" : `${formatPrice(p.stopLoss, instrument)} (${formatPercent(risk)} risk)`],
    ["Risk level", p.riskLevel ? RISK_NAMES[p.riskLevel] : "—"],
    ...(ratio === null
      ? []
      : [["Risk/reward", `1:${formatRatio(ratio)} ${riskRewardLabel(ratio)}`] as [string, string]]),
  ];
}

export const signal = defineEmail<SignalEmailProps>({
  audience: "signals",
  subject: (p) =>
    `New signal: ${p.direction === "long" ? "Long" : "Short"} ${p.asset} at ${formatPrice(p.entryPrice, p)}`,
  body: (p, ctx, unsubscribe) => (
    <EmailLayout
      ctx={ctx}
      preview={`${assetClassName(p.assetClass)} · entry ${formatPrice(p.entryPrice, p)}`}
      heading={`${p.direction === "long" ? "Long" : "Short"} ${p.asset}`}
      unsubscribe={unsubscribe}
    >
      <Text style={styles.muted}>{assetClassName(p.assetClass)}</Text>
      {p.message && p.at && (
        <Text style={styles.text}>
          {p.message} ({when(p.at, p.timeZone ?? null)}).
        </Text>
      )}
      <Details rows={levels(p)} />
      {p.commentary?.split(/\n+/).map((line, i) => (
        <Text key={i} style={styles.text}>
          {line}
        </Text>
      ))}
      <Action href={`${ctx.publicUrl}${positionPagePath(p.positionId)}`}>View the position</Action>
      <RiskWarning text={p.riskWarning} />
    </EmailLayout>
  ),
});
