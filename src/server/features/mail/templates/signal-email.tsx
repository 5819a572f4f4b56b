import { Text } from "@react-email/text";
import { formatPercent, formatPrice, formatRatio } from "../../../../shared/format.js";
import { positionPagePath } from "../../../../shared/pages.js";
import { maxRiskPercent, riskReward, riskRewardLabel, type RiskRewardLabel } from "../../../../shared/position-math.js";
import { type AssetClass, type Direction, type RiskLevel } from "../../../../shared/positions.js";
import type { TradeEventWords } from "../../../../shared/trade-event-words.js";
import { defineEmail } from "./email-template.js";
import { eventLine, when } from "./signal-update-emails.js";
import { Action, Details, EmailLayout, RiskWarning, styles, type EmailContext } from "./layout.js";

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
  /** The message's trade event as catalogue keys, worded in the reader's language (`eventLine`). */
  words?: TradeEventWords;
  /** The signal's number on the track record, named after the words. */
  recordNumber?: number | null;
  at?: string;
  timeZone?: string | null;
  /** The risk warning's long form when it was queued (docs/product.md#risk-warnings). */
  riskWarning?: string;
}

const RISK_NAMES = {
  low: "email:signal.risk.low",
  moderate: "email:signal.risk.moderate",
  high: "email:signal.risk.high",
} as const satisfies Record<RiskLevel, string>;

const RATIO_NAMES = {
  Excellent: "email:signal.ratio.excellent",
  Good: "email:signal.ratio.good",
  Moderate: "email:signal.ratio.moderate",
} as const satisfies Record<RiskRewardLabel, string>;

const ASSET_CLASS_NAMES = {
  forex: "email:signal.assetClass.forex",
  commodities: "email:signal.assetClass.commodities",
  crypto: "email:signal.assetClass.crypto",
  indices: "email:signal.assetClass.indices",
  stocks: "email:signal.assetClass.stocks",
} as const satisfies Record<AssetClass, string>;

/** "Long XAU/USD": the direction in the reader's words, the instrument as it is named everywhere. */
const directionOf = (ctx: EmailContext, p: Pick<SignalEmailProps, "direction" | "asset">) =>
  p.direction === "long"
    ? ctx.t("email:signal.long", { asset: p.asset })
    : ctx.t("email:signal.short", { asset: p.asset });

function levels(p: SignalEmailProps, ctx: EmailContext): [string, string][] {
  const { t, language } = ctx;
  const instrument = { asset: p.asset, assetClass: p.assetClass };
  const ratio = riskReward({
    direction: p.direction,
    entryPrice: p.entryPrice,
    targetPrice: p.targets[0] ?? null,
    stopLoss: p.stopLoss,
  });
  const risk = maxRiskPercent({ direction: p.direction, entryPrice: p.entryPrice, stopLoss: p.stopLoss });
  return [
    [t("email:signal.direction"), p.direction === "long" ? t("email:signal.longBuy") : t("email:signal.shortSell")],
    [t("email:signal.entry"), formatPrice(p.entryPrice, instrument, language)],
    ...p.targets.map((target, i): [string, string] => [
      p.targets.length > 1 ? t("email:signal.targetNumber", { number: i + 1 }) : t("email:signal.target"),
      formatPrice(target, instrument, language),
    ]),
    [
      t("email:signal.stopLoss"),
      p.stopLoss === null
        ? "—"
        : t("email:signal.stopRisk", {
            price: formatPrice(p.stopLoss, instrument, language),
            risk: formatPercent(risk, language),
          }),
    ],
    [t("email:signal.riskLevel"), p.riskLevel ? t(RISK_NAMES[p.riskLevel]) : "—"],
    ...(ratio === null
      ? []
      : [
          [
            t("email:signal.riskReward"),
            `1:${formatRatio(ratio, language)} ${t(RATIO_NAMES[riskRewardLabel(ratio)])}`,
          ] as [string, string],
        ]),
  ];
}

export const signal = defineEmail<SignalEmailProps>({
  audience: "signals",
  subject: (p, ctx) =>
    ctx.t("email:signal.subject", { signal: directionOf(ctx, p), price: formatPrice(p.entryPrice, p, ctx.language) }),
  body: (p, ctx, unsubscribe) => (
    <EmailLayout
      ctx={ctx}
      preview={ctx.t("email:signal.preview", {
        assetClass: ctx.t(ASSET_CLASS_NAMES[p.assetClass]),
        price: formatPrice(p.entryPrice, p, ctx.language),
      })}
      heading={directionOf(ctx, p)}
      unsubscribe={unsubscribe}
    >
      <Text style={styles.muted}>{ctx.t(ASSET_CLASS_NAMES[p.assetClass])}</Text>
      {p.message && p.at && (
        <Text style={styles.text}>
          {eventLine(ctx, { ...p, message: p.message })} ({when(ctx, p.at, p.timeZone ?? null)}).
        </Text>
      )}
      <Details rows={levels(p, ctx)} />
      {p.commentary?.split(/\n+/).map((line, i) => (
        <Text key={i} style={styles.text}>
          {line}
        </Text>
      ))}
      <Action href={`${ctx.publicUrl}${positionPagePath(p.positionId)}`}>{ctx.t("email:signal.action")}</Action>
      <RiskWarning ctx={ctx} text={p.riskWarning} />
    </EmailLayout>
  ),
});
