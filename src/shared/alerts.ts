import { z } from "zod";
import { FAR_FROM_ENTRY_PERCENT } from "./price-sanity.js";
import { ASSET_CLASSES, RISK_LEVELS, type AssetClass, type PositionCreateInput } from "./positions.js";
import {
  CLOSE_REASONS,
  SHARE_TOTAL,
  STOP_MOVE_REASONS,
  TARGETS_MAX,
  type TargetInput,
  type TradeEventInput,
} from "./trade-lifecycle.js";

/*
 * What an alert from the provider's charting tool can say (docs/integrations.md#providers). The alert is only read
 * here; the position it opens or moves is checked by the same rules as the admin's own edits, on the server.
 */

/** Bodies larger than this are refused with 413 before they are read. */
export const ALERT_BODY_LIMIT_BYTES = 8 * 1024;
/** How long the alert log keeps each alert. */
export const ALERT_RECEIPTS_KEPT_DAYS = 90;
/** A source's alerts older than this are refused as stale unless the admin sets another age. */
export const ALERT_MAX_AGE_DEFAULT_SECONDS = 120;
export const ALERT_MAX_AGE_LIMIT_SECONDS = 24 * 60 * 60;
/** Alerts one source may send a minute. */
export const ALERTS_PER_MINUTE = 30;
export const ALERT_SOURCE_NAME_MAX = 60;
export const ALERT_REFERENCE_MAX = 100;

/** `tested`: the test button's sample, checked as an alert would be and then set aside. */
export const ALERT_OUTCOMES = [
  "published",
  "draft",
  "approved",
  "dismissed",
  "duplicate",
  "refused",
  "tested",
] as const;
export type AlertOutcome = (typeof ALERT_OUTCOMES)[number];

export const ALERT_ACTIONS = ["open", "target_hit", "partial_close", "stop_moved", "close", "cancel", "note"] as const;
export type AlertAction = (typeof ALERT_ACTIONS)[number];

export const ALERT_MESSAGES = {
  notJson: "The alert is not JSON: set the alert's message to the template",
  tooLarge: `The alert is larger than ${ALERT_BODY_LIMIT_BYTES / 1024} KB`,
  unknownSource: "No alert source has this address: it was revoked or rotated",
  stale: "The alert is older than this source accepts",
  timeInvalid: "Time must be an ISO date-time or milliseconds since 1970",
  noAssetClass: "The alert names no asset class and its source has no default",
  unknownReference: "No trade opened by this source has this reference",
  referenceUsed: "A trade opened by this source already has this reference",
  tooMany: "This source sent too many alerts: wait a minute",
  notDraft: "This alert is not waiting for approval",
  receiptNotFound: "Alert not found",
  sourceNotFound: "Alert source not found",
  noMarketPrice: "The entry is the market price, but the price feed has none for this symbol",
  farFromEntry: (label: string) =>
    `${label} is more than ${FAR_FROM_ENTRY_PERCENT}% from the entry: an alert is not published with a price that far`,
  noOwner: "This source's admin no longer exists: create the source again",
} as const;

/** A number, or the text of one (a TradingView placeholder written inside quotes). */
const alertNumber = (message: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z.number({ error: message }).finite(message),
  );

const lowerCase = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : value);

const direction = z.preprocess(
  lowerCase,
  z
    .enum(["long", "short", "buy", "sell"], { error: "Direction must be long, short, buy or sell" })
    .transform((value) => (value === "buy" ? "long" : value === "sell" ? "short" : value)),
);

const alertTarget = z.union([
  alertNumber("Each target must be a price or {price, share}"),
  z.strictObject({ price: alertNumber("Target price must be a number"), share: alertNumber("Share must be a number") }),
]);

const common = {
  /** The alert's own id: the same id is accepted once. */
  id: z.string().trim().min(1).max(ALERT_REFERENCE_MAX, "Id is too long").optional(),
  /** The provider's reference for the trade: later alerts name it to change the trade this one opened. */
  ref: z
    .string({ error: "Ref (the trade's reference) is required" })
    .trim()
    .min(1, "Ref (the trade's reference) is required")
    .max(ALERT_REFERENCE_MAX, "Ref is too long"),
  /** When the alert fired ({{timenow}}). */
  time: z.union([z.string(), z.number()]).optional(),
};

export const alertSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({
      ...common,
      action: z.literal("open"),
      symbol: z.string({ error: "Symbol is required" }).trim().min(1, "Symbol is required"),
      assetClass: z.preprocess(lowerCase, z.enum(ASSET_CLASSES, { error: "Unknown asset class" })).optional(),
      direction,
      /** A price, or "market": the live price where a feed runs. */
      entry: z.union([z.literal("market"), alertNumber('Entry must be a price or "market"')]),
      stop: alertNumber("Stop must be a number").optional(),
      targets: z.array(alertTarget).min(1).max(TARGETS_MAX, `At most ${TARGETS_MAX} targets`).optional(),
      risk: z.preprocess(lowerCase, z.enum(RISK_LEVELS, { error: "Risk must be low, moderate or high" })).optional(),
      commentary: z.string().optional(),
    }),
    z.strictObject({
      ...common,
      action: z.literal("target_hit"),
      target: alertNumber("Target must be a number"),
      price: alertNumber("Price must be a number").optional(),
    }),
    z.strictObject({
      ...common,
      action: z.literal("partial_close"),
      share: alertNumber("Share must be a number"),
      price: alertNumber("Price must be a number"),
    }),
    z.strictObject({
      ...common,
      action: z.literal("stop_moved"),
      to: alertNumber("To must be a number").optional(),
      reason: z.enum(STOP_MOVE_REASONS).optional(),
    }),
    z.strictObject({
      ...common,
      action: z.literal("close"),
      price: alertNumber("Price must be a number").optional(),
      reason: z.enum(CLOSE_REASONS).optional(),
    }),
    z.strictObject({ ...common, action: z.literal("cancel"), reason: z.string().optional() }),
    z.strictObject({ ...common, action: z.literal("note"), text: z.string() }),
  ],
  { error: `Action must be one of ${ALERT_ACTIONS.join(", ")}` },
);
export type Alert = z.output<typeof alertSchema>;
export type OpenAlert = Extract<Alert, { action: "open" }>;

/** The alert's time in ms, null when it names none, NaN when it cannot be read. */
export function alertTimeOf(alert: Pick<Alert, "time">): number | null {
  if (alert.time === undefined) return null;
  if (typeof alert.time === "number") return alert.time;
  return Date.parse(alert.time);
}

/** Targets without shares split the position evenly, the last taking what is left. */
export function alertTargets(targets: OpenAlert["targets"]): TargetInput[] | undefined {
  if (!targets) return undefined;
  const even = Math.floor(SHARE_TOTAL / targets.length);
  return targets.map((target, index) =>
    typeof target === "number"
      ? { price: target, share: index === targets.length - 1 ? SHARE_TOTAL - even * index : even }
      : target,
  );
}

/** TradingView's forex tickers are written `EURUSD`; the desk writes `EUR/USD`. Other symbols are kept as sent. */
export function alertSymbol(symbol: string, assetClass: AssetClass): string {
  const compact = symbol.trim().toUpperCase();
  return assetClass === "forex" && /^[A-Z]{6}$/.test(compact)
    ? `${compact.slice(0, 3)}/${compact.slice(3)}`
    : symbol.trim();
}

/** The position an open alert describes, for the admin's own create schema to check. */
export function openAlertAsPosition(
  alert: OpenAlert,
  { assetClass, entryPrice }: { assetClass: AssetClass; entryPrice: number },
): PositionCreateInput {
  const targets = alertTargets(alert.targets);
  return {
    asset: alertSymbol(alert.symbol, assetClass),
    assetClass,
    direction: alert.direction as "long" | "short",
    entryPrice,
    status: "active",
    ...(alert.stop === undefined ? {} : { stopLoss: alert.stop }),
    ...(targets ? { targets } : {}),
    ...(alert.risk ? { riskLevel: alert.risk } : {}),
    ...(alert.commentary ? { commentary: alert.commentary } : {}),
  };
}

/** The trade event a later alert reports, for the admin's own event schema to check. */
export function alertAsTradeEvent(alert: Exclude<Alert, OpenAlert>): unknown {
  switch (alert.action) {
    case "target_hit":
      return { type: "target_hit", target: alert.target, ...(alert.price === undefined ? {} : { price: alert.price }) };
    case "partial_close":
      return { type: "partial_close", share: alert.share, price: alert.price };
    case "stop_moved":
      return {
        type: "stop_moved",
        reason: alert.reason ?? "manual",
        ...(alert.to === undefined ? {} : { to: alert.to }),
      };
    case "close":
      return {
        type: "closed",
        reason: alert.reason ?? "manual",
        ...(alert.price === undefined ? {} : { price: alert.price }),
      };
    case "cancel":
      return { type: "cancelled", ...(alert.reason ? { reason: alert.reason } : {}) };
    case "note":
      return { type: "note", text: alert.text } satisfies TradeEventInput;
  }
}

/** The message to paste into a TradingView alert: its placeholders are filled in when the alert fires. */
export const TRADINGVIEW_OPEN_TEMPLATE = `{
  "action": "open",
  "id": "{{ticker}}-{{timenow}}",
  "ref": "{{strategy.order.id}}",
  "time": "{{timenow}}",
  "symbol": "{{ticker}}",
  "direction": "{{strategy.order.action}}",
  "entry": {{close}},
  "stop": 0,
  "targets": [0],
  "commentary": "{{strategy.order.comment}}"
}`;

export const TRADINGVIEW_STEP_TEMPLATE = `{
  "action": "target_hit",
  "ref": "{{strategy.order.id}}",
  "time": "{{timenow}}",
  "target": 1,
  "price": {{close}}
}`;
