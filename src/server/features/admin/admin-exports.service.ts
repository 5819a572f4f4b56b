import { endOfDayIso, type AdminStats, type ExportKind, type PaymentsExportQuery } from "../../../shared/admin.js";
import { describeTradeEvent } from "../../../shared/trade-messages.js";
import { TARGETS_MAX, type Target } from "../../../shared/trade-lifecycle.js";
import { replayTradeEvents } from "../../../shared/trade-state.js";
import type { Db } from "../../db/database.js";
import type { PositionEventRow, PositionRow, UserRow } from "../../db/schema.js";
import type { Clock } from "../../lib/clock.js";
import { instrumentOf, timedEvent } from "../positions/position-records.js";
import {
  eventsOf,
  paymentsAfter,
  positionsAfter,
  usersAfter,
  type Cursor,
  type PaymentCursor,
  type PaymentWithMember,
} from "./admin-exports.repo.js";
import { adminStats } from "./admin-stats.service.js";
import { byCreation, csvStream, keysetPages, type CsvColumn } from "../../lib/csv.js";
import { PLAN_STATUSES } from "../../../shared/plan-features.js";

/** Rows read per query: bounded memory, few round trips for 10,000 users. */
export const EXPORT_PAGE_SIZE = 500;

const USER_COLUMNS: CsvColumn<UserRow>[] = [
  { header: "id", value: (u) => u.id },
  { header: "email", value: (u) => u.email },
  { header: "firstName", value: (u) => u.first_name },
  { header: "lastName", value: (u) => u.last_name },
  { header: "role", value: (u) => u.role },
  { header: "subscriptionStatus", value: (u) => u.subscription_status },
  { header: "subscriptionExpiry", value: (u) => u.subscription_expiry },
  { header: "createdAt", value: (u) => u.created_at },
];

/** A position with its targets as they stand and its events, oldest first (none for a draft). */
interface TradeRecord {
  position: PositionRow;
  targets: Target[];
  events: PositionEventRow[];
}

/** TP1 to TP5, each with its price, share, state and, once hit, when and at what price. */
const TARGET_COLUMNS: CsvColumn<TradeRecord>[] = Array.from({ length: TARGETS_MAX }, (_, index) => {
  const tp = `tp${index + 1}`;
  const target = (record: TradeRecord) => record.targets[index];
  return [
    { header: `${tp}Price`, value: (record: TradeRecord) => target(record)?.price ?? null },
    { header: `${tp}Share`, value: (record: TradeRecord) => target(record)?.share ?? null },
    { header: `${tp}State`, value: (record: TradeRecord) => target(record)?.state ?? null },
    { header: `${tp}HitAt`, value: (record: TradeRecord) => target(record)?.hitAt ?? null },
    { header: `${tp}HitPrice`, value: (record: TradeRecord) => target(record)?.hitPrice ?? null },
  ];
}).flat();

/** Each event on its own line, when and what, in the words members read (`describeTradeEvent`). */
function eventLines({ position, events }: TradeRecord): string {
  if (events.length === 0) return "";
  const instrument = instrumentOf(position);
  return replayTradeEvents(instrument, events.map(timedEvent))
    .map(({ event, state }) => `${event.at} ${describeTradeEvent(instrument, event, state)}`)
    .join("\n");
}

const TRADE_COLUMNS: CsvColumn<TradeRecord>[] = [
  { header: "id", value: ({ position: p }) => p.id },
  { header: "asset", value: ({ position: p }) => p.asset },
  { header: "assetClass", value: ({ position: p }) => p.asset_class },
  { header: "direction", value: ({ position: p }) => p.direction },
  { header: "status", value: ({ position: p }) => p.status },
  { header: "entryPrice", value: ({ position: p }) => p.entry_price },
  { header: "currentPrice", value: ({ position: p }) => p.current_price },
  { header: "targetPrice", value: ({ position: p }) => p.target_price },
  { header: "stopLoss", value: ({ position: p }) => p.stop_loss },
  { header: "exitPrice", value: ({ position: p }) => p.exit_price },
  { header: "pnlPercent", value: ({ position: p }) => p.pnl },
  // docs/product.md#results: realized so far, weighted by the shares closed; pips for forex and metals only.
  { header: "realizedPercent", value: ({ position: p }) => p.result_percent },
  { header: "realizedPips", value: ({ position: p }) => p.result_pips },
  { header: "realizedR", value: ({ position: p }) => p.result_r },
  { header: "initialStopLoss", value: ({ position: p }) => p.initial_stop_loss },
  { header: "openShare", value: ({ position: p }) => p.open_share },
  { header: "outcome", value: ({ position: p }) => p.outcome },
  { header: "outcomeReason", value: ({ position: p }) => p.outcome_reason },
  { header: "riskLevel", value: ({ position: p }) => p.risk_level },
  { header: "commentary", value: ({ position: p }) => p.commentary },
  { header: "createdAt", value: ({ position: p }) => p.created_at },
  { header: "publishedAt", value: ({ position: p }) => p.published_at },
  { header: "closedAt", value: ({ position: p }) => p.closed_at },
  { header: "updatedAt", value: ({ position: p }) => p.updated_at },
  ...TARGET_COLUMNS,
  { header: "events", value: eventLines },
];

/** Positions a keyset page at a time, each page's events read in one query. */
async function* tradeRecords(db: Db): AsyncGenerator<TradeRecord> {
  let cursor: Cursor | null = null;
  for (;;) {
    const page = await positionsAfter(db, cursor, EXPORT_PAGE_SIZE);
    const events = new Map<string, PositionEventRow[]>();
    for (const event of await eventsOf(
      db,
      page.map((position) => position.id),
    )) {
      events.set(event.position_id, [...(events.get(event.position_id) ?? []), event]);
    }
    for (const position of page) {
      const targets = JSON.parse(position.targets) as Target[];
      yield { position, targets, events: events.get(position.id) ?? [] };
    }
    const last = page.at(-1);
    if (last === undefined || page.length < EXPORT_PAGE_SIZE) return;
    cursor = byCreation(last);
  }
}

type ExportDeps = { db: Db; clock: Clock; testPaymentsMode: boolean };

/**
 * The ledger for the accountant: a refund's amount is negative, so the column sums to net revenue; test payments
 * are marked, never to be booked as money.
 */
const PAYMENT_COLUMNS: CsvColumn<PaymentWithMember>[] = [
  { header: "date", value: (p) => p.occurred_at },
  { header: "member", value: (p) => p.email ?? "(deleted account)" },
  { header: "plan", value: (p) => p.plan },
  { header: "amount", value: (p) => ((p.kind === "refund" ? -1 : 1) * p.amount_cents) / 100 },
  { header: "currency", value: (p) => p.currency.toUpperCase() },
  { header: "kind", value: (p) => p.kind },
  { header: "provider", value: (p) => p.provider },
  { header: "providerId", value: (p) => p.payment_reference },
  { header: "test", value: (p) => (p.livemode === 1 ? "no" : "yes") },
];

/** The payments whose UTC day lies within the range, both ends included, oldest first. */
export function exportPaymentsCsv(deps: ExportDeps, range: PaymentsExportQuery, onError: (err: Error) => void) {
  const bounds = {
    ...(range.from ? { from: `${range.from}T00:00:00.000Z` } : {}),
    // The day after `to` begins where its end stops: nothing of that last day is left out.
    ...(range.to ? { to: new Date(new Date(endOfDayIso(range.to)).getTime() + 1).toISOString() } : {}),
  };
  return csvStream(
    PAYMENT_COLUMNS,
    keysetPages<PaymentWithMember, PaymentCursor>(
      (c, n) => paymentsAfter(deps.db, bounds, c, n),
      EXPORT_PAGE_SIZE,
      (p) => ({
        occurredAt: p.occurred_at,
        id: p.id,
      }),
    ),
    onError,
  );
}

export interface Metric {
  metric: string;
  value: string | number | null;
}

const METRIC_COLUMNS: CsvColumn<Metric>[] = [
  { header: "metric", value: (m) => m.metric },
  { header: "value", value: (m) => m.value },
];

const TEST = "Test payments (not real money)";

/** One row per figure of the admin stats; an empty value is "no data yet", as "—" on screen. */
export function analyticsMetrics(stats: AdminStats, generatedAt: Date): Metric[] {
  const { engagement, revenue, subscriptionCounts } = stats;
  return [
    { metric: "Generated at", value: generatedAt.toISOString() },
    { metric: "Total users", value: stats.totalUsers },
    { metric: "Active subscriptions", value: stats.activeSubscriptions },
    { metric: "Trial users", value: stats.trialUsers },
    { metric: "Inactive users", value: subscriptionCounts.inactive },
    { metric: "Trial status users", value: subscriptionCounts[PLAN_STATUSES.trial] },
    { metric: "Standard users", value: subscriptionCounts.standard },
    { metric: "Premium users", value: subscriptionCounts[PLAN_STATUSES.pro] },
    { metric: "Revenue this month (USD)", value: revenue.thisMonthCents / 100 },
    { metric: "Revenue all time, net (USD)", value: revenue.allTimeNetCents / 100 },
    { metric: "Paying users", value: revenue.payingUsers },
    { metric: "Revenue per paying user (USD)", value: revenue.revenuePerPayingUser },
    { metric: "Trial to Pro conversion (%)", value: revenue.trialConversionRate },
    // Test payments are never summed into the figures above; each row says so in its name.
    { metric: "Payments", value: stats.testPaymentsMode ? "test (local checkout, not real money)" : "live" },
    { metric: `${TEST}: revenue this month (USD)`, value: stats.testRevenue.thisMonthCents / 100 },
    { metric: `${TEST}: revenue all time, net (USD)`, value: stats.testRevenue.allTimeNetCents / 100 },
    { metric: `${TEST}: paying users`, value: stats.testRevenue.payingUsers },
    { metric: `${TEST}: revenue per paying user (USD)`, value: stats.testRevenue.revenuePerPayingUser },
    { metric: `${TEST}: trial to Pro conversion (%)`, value: stats.testRevenue.trialConversionRate },
    { metric: "Daily active users", value: engagement.dailyActiveUsers },
    { metric: "Average session (seconds)", value: engagement.averageSessionSeconds },
    { metric: "Average daily views (30 days)", value: engagement.averageDailyViews },
    { metric: "Position views (30 days)", value: engagement.totalViews30d },
    ...stats.topPositions.map((position) => ({
      metric: `Views (30 days): ${position.asset} ${position.direction} [${position.id}]`,
      value: position.views,
    })),
  ];
}

async function* metricRows(deps: ExportDeps): AsyncGenerator<Metric> {
  yield* analyticsMetrics(await adminStats(deps), deps.clock.now());
}

/**
 * The CSV of one download, streamed as it is read: users, every non-deleted position (drafts too), or the
 * analytics figures.
 */
export function exportCsv(deps: ExportDeps, kind: ExportKind, onError: (err: Error) => void) {
  switch (kind) {
    case "users":
      return csvStream(
        USER_COLUMNS,
        keysetPages((c, n) => usersAfter(deps.db, c, n), EXPORT_PAGE_SIZE, byCreation),
        onError,
      );
    case "trades":
      return csvStream(TRADE_COLUMNS, tradeRecords(deps.db), onError);
    case "analytics":
      return csvStream(METRIC_COLUMNS, metricRows(deps), onError);
  }
}
