import { ALERT_MESSAGES, ALERT_RECEIPTS_KEPT_DAYS } from "../../../shared/alerts.js";
import type {
  AlertReceipt,
  AlertSource,
  AlertSourceWithUrl,
  ParsedAlertSourceInput,
} from "../../../shared/automation.js";
import type { Db, Executor } from "../../db/database.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { hashToken, newId, newToken } from "../../lib/ids.js";
import * as repo from "./alert-sources.repo.js";

export interface AlertSourcesDeps {
  db: Db;
  clock: Clock;
}

/** The path TradingView posts to: the secret travels in it, since TradingView sends no headers of its own. */
export const webhookPathOf = (secret: string): string => `/api/alerts/${secret}`;

export function toAlertSource(row: repo.AlertSourceRow): AlertSource {
  return {
    id: row.id,
    name: row.name,
    publishes: row.publishes === 1,
    defaultAssetClass: row.default_asset_class,
    maxAgeSeconds: row.max_age_seconds,
    createdAt: row.created_at,
    secretSetAt: row.secret_set_at,
    lastAlertAt: row.last_alert_at,
    revokedAt: row.revoked_at,
  };
}

const settingsColumns = (input: ParsedAlertSourceInput) => ({
  name: input.name,
  publishes: input.publishes ? 1 : 0,
  default_asset_class: input.defaultAssetClass,
  max_age_seconds: input.maxAgeSeconds,
});

/** Creates a source; its webhook path, with the secret, is answered this once and only its hash is kept. */
export async function createAlertSource(
  deps: AlertSourcesDeps,
  adminId: string,
  input: ParsedAlertSourceInput,
): Promise<AlertSourceWithUrl> {
  const secret = newToken();
  const now = deps.clock.now().toISOString();
  const row: repo.AlertSourceRow = {
    id: newId(),
    ...settingsColumns(input),
    secret_hash: hashToken(secret),
    created_by: adminId,
    created_at: now,
    secret_set_at: now,
    last_alert_at: null,
    revoked_at: null,
  };
  await repo.insertSource(deps.db, row);
  return { source: toAlertSource(row), webhookPath: webhookPathOf(secret) };
}

export async function listAlertSources(deps: Pick<AlertSourcesDeps, "db">): Promise<AlertSource[]> {
  return (await repo.listSources(deps.db)).map(toAlertSource);
}

async function changeSource(db: Executor, id: string, values: Parameters<typeof repo.updateSource>[2]) {
  const row = await repo.updateSource(db, id, values);
  if (!row) throw new AppError("not_found", adminOnlyText(ALERT_MESSAGES.sourceNotFound));
  return row;
}

export async function updateAlertSource(
  deps: AlertSourcesDeps,
  id: string,
  input: ParsedAlertSourceInput,
): Promise<AlertSource> {
  return toAlertSource(await changeSource(deps.db, id, settingsColumns(input)));
}

/** A new secret: the old address stops working at once (a leaked URL is rotated, not waited out). */
export async function rotateAlertSecret(deps: AlertSourcesDeps, id: string): Promise<AlertSourceWithUrl> {
  const secret = newToken();
  const row = await changeSource(deps.db, id, {
    secret_hash: hashToken(secret),
    secret_set_at: deps.clock.now().toISOString(),
    revoked_at: null,
  });
  return { source: toAlertSource(row), webhookPath: webhookPathOf(secret) };
}

/** Revoked: its address answers 404 and its log stays. */
export async function revokeAlertSource(deps: AlertSourcesDeps, id: string): Promise<AlertSource> {
  return toAlertSource(await changeSource(deps.db, id, { revoked_at: deps.clock.now().toISOString() }));
}

export function toAlertReceipt(row: repo.ReceiptWithSource): AlertReceipt {
  return {
    id: row.id,
    sourceId: row.source_id,
    sourceName: row.source_name,
    receivedAt: row.received_at,
    outcome: row.outcome,
    reason: row.reason,
    action: row.action,
    reference: row.reference,
    symbol: row.symbol,
    body: row.body,
    positionId: row.position_id,
    count: row.count,
  };
}

const RECEIPTS_SHOWN = 200;

/** The alert log, newest first; `draft` lists the alerts waiting for approval. */
export async function listAlertReceipts(
  deps: Pick<AlertSourcesDeps, "db">,
  outcome?: "draft",
): Promise<AlertReceipt[]> {
  return (await repo.listReceipts(deps.db, { limit: RECEIPTS_SHOWN, outcome })).map(toAlertReceipt);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Housekeeping: the alert log keeps each alert 90 days. */
export async function sweepAlertReceipts(db: Db, now: Date): Promise<void> {
  await repo.deleteReceiptsBefore(db, new Date(now.getTime() - ALERT_RECEIPTS_KEPT_DAYS * DAY_MS).toISOString());
}
