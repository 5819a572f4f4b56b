import type { z } from "zod";
import {
  ALERT_BODY_LIMIT_BYTES,
  ALERT_MESSAGES,
  alertAsTradeEvent,
  alertSchema,
  alertSymbol,
  alertTimeOf,
  openAlertAsPosition,
  type Alert,
  type OpenAlert,
} from "../../../shared/alerts.js";
import type { AlertAnswer } from "../../../shared/automation.js";
import { positionCreateSchema, inputTargets, type ParsedPositionCreateInput } from "../../../shared/positions.js";
import { farPlanPrices } from "../../../shared/price-sanity.js";
import { tradeEventInputSchema, type TradeEventInput } from "../../../shared/trade-lifecycle.js";
import type { Executor } from "../../db/database.js";
import type { AlertOutcome } from "../../../shared/alerts.js";
import { adminOnlyFieldErrors, adminOnlyText, AppError } from "../../lib/app-error.js";
import { newId } from "../../lib/ids.js";
import { sha256Hex } from "../../lib/sha256.js";
import { isUniqueViolation } from "../../lib/unique-violation.js";
import type { ChangeOrigin, PositionsDeps } from "../positions/position-changes.js";
import { addTradeEvent, createPosition } from "../positions/positions.service.js";
import * as repo from "./alert-sources.repo.js";

/*
 * An alert becomes the same service call the admin's own panel makes (docs/decisions/0032-alerts-through-admin-services.md):
 * every rule of a position holds for it. It is accepted once per source, by its id or a hash of its body and minute.
 */

export interface AlertsDeps {
  positions: PositionsDeps;
}

/** Why an alert was refused, said to its sender (the operator's alert tool) and kept in the log. */
function refusal(error: z.ZodError): AppError {
  const texts: Record<string, string> = {};
  for (const issue of error.issues) texts[issue.path.join(".") || "body"] ??= issue.message;
  const fieldErrors = adminOnlyFieldErrors(texts);
  return new AppError("invalid", Object.values(fieldErrors)[0] ?? adminOnlyText("Invalid alert"), { fieldErrors });
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw refusal(parsed.error);
  return parsed.data;
}

function readAlert(body: string): Alert {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new AppError("invalid", adminOnlyText(ALERT_MESSAGES.notJson));
  }
  return parse(alertSchema, json);
}

const MINUTE_MS = 60_000;

/** The alert's id, or, without one, the hash of its body and the minute it came in. */
function dedupeKeyOf(alert: Alert, body: string, receivedAt: Date): string {
  if (alert.id) return `id:${alert.id}`;
  return `hash:${sha256Hex(`${Math.floor(receivedAt.getTime() / MINUTE_MS)}\n${body}`)}`;
}

function assertFresh(alert: Alert, source: repo.AlertSourceRow, now: Date): void {
  const at = alertTimeOf(alert);
  if (at === null) return;
  if (Number.isNaN(at))
    throw new AppError("invalid", adminOnlyText(ALERT_MESSAGES.timeInvalid), {
      fieldErrors: { time: adminOnlyText(ALERT_MESSAGES.timeInvalid) },
    });
  if (now.getTime() - at > source.max_age_seconds * 1000)
    throw new AppError("invalid", adminOnlyText(ALERT_MESSAGES.stale));
}

/** What an alert asks of the positions desk, checked as far as it can be without writing anything. */
type Prepared =
  | { action: "open"; input: ParsedPositionCreateInput; reference: string }
  | { action: "step"; positionId: string; event: TradeEventInput };

/** An opening alert as the admin's create input: the market price where "market" is its entry. */
async function prepareOpening(deps: AlertsDeps, source: repo.AlertSourceRow, alert: OpenAlert): Promise<Prepared> {
  const assetClass = alert.assetClass ?? source.default_asset_class;
  if (!assetClass) throw new AppError("invalid", adminOnlyText(ALERT_MESSAGES.noAssetClass));
  let entryPrice: number;
  if (alert.entry === "market") {
    const instrument = {
      asset: alertSymbol(alert.symbol, assetClass),
      assetClass,
      direction: alert.direction as "long" | "short",
    };
    const quote = await deps.positions.market?.firstPrice(instrument);
    if (!quote) throw new AppError("conflict", adminOnlyText(ALERT_MESSAGES.noMarketPrice));
    entryPrice = quote.price;
  } else {
    entryPrice = alert.entry;
  }
  const input = parse(positionCreateSchema, openAlertAsPosition(alert, { assetClass, entryPrice }));
  // Nobody is there to confirm a far price, as the admin's editor asks: it is refused (docs/product.md#price-input).
  const far = farPlanPrices({ ...input, targets: inputTargets(input) })[0];
  if (far) throw new AppError("invalid", adminOnlyText(ALERT_MESSAGES.farFromEntry(far.label)));
  if (await repo.findTradePosition(deps.positions.db, source.id, alert.ref)) {
    throw new AppError("conflict", adminOnlyText(ALERT_MESSAGES.referenceUsed));
  }
  return { action: "open", input, reference: alert.ref };
}

/** The admin's input for an alert: a new signal, or a step of the one its reference opened. */
async function prepareAlert(deps: AlertsDeps, source: repo.AlertSourceRow, alert: Alert): Promise<Prepared> {
  if (alert.action === "open") return prepareOpening(deps, source, alert);
  const positionId = await repo.findTradePosition(deps.positions.db, source.id, alert.ref);
  if (!positionId) throw new AppError("not_found", adminOnlyText(ALERT_MESSAGES.unknownReference));
  return { action: "step", positionId, event: parse(tradeEventInputSchema, alertAsTradeEvent(alert)) };
}

/** The admin's own call for an alert; an opening also stores the trade's reference, in the same transaction. */
async function applyAlert(
  deps: AlertsDeps,
  source: repo.AlertSourceRow,
  alert: Alert,
  actorId: string,
  origin: ChangeOrigin,
) {
  const prepared = await prepareAlert(deps, source, alert);
  if (prepared.action === "step") {
    return addTradeEvent(deps.positions, actorId, prepared.positionId, prepared.event, origin);
  }
  return createPosition(deps.positions, actorId, prepared.input, {
    via: origin.via,
    alongside: async (trx, positionId) => {
      await origin.alongside?.(trx, positionId);
      await repo.insertTrade(trx, {
        source_id: source.id,
        reference: prepared.reference,
        position_id: positionId,
        created_at: deps.positions.clock.now().toISOString(),
      });
    },
  });
}

interface Received {
  source: repo.AlertSourceRow;
  body: string;
  receivedAt: Date;
  /** The test button's sample: checked as far as it can be without writing anything, and logged as a test. */
  dryRun?: boolean;
}

function receiptOf({ source, body, receivedAt }: Received, outcome: AlertOutcome, alert?: Alert): repo.AlertReceiptRow {
  return {
    id: newId(),
    source_id: source.id,
    received_at: receivedAt.toISOString(),
    dedupe_key: null,
    outcome,
    reason: null,
    action: alert?.action ?? null,
    reference: alert?.ref ?? null,
    symbol: alert?.action === "open" ? alert.symbol : null,
    body: body.slice(0, ALERT_BODY_LIMIT_BYTES),
    position_id: null,
    decided_at: null,
    count: 1,
  };
}

const answer = (receipt: repo.AlertReceiptRow): AlertAnswer => ({
  outcome: receipt.outcome,
  receiptId: receipt.id,
  positionId: receipt.position_id,
});

/**
 * Receives one alert for a source: refuses it (AppError, logged with the reason), notes a duplicate, keeps it as a
 * draft, or publishes it through the positions service in one transaction with its receipt.
 */
export async function receiveAlert(deps: AlertsDeps, received: Received): Promise<AlertAnswer> {
  const { db } = deps.positions;
  const { source, body, receivedAt } = received;
  await repo.updateSource(db, source.id, { last_alert_at: receivedAt.toISOString() });
  let alert: Alert | undefined;
  let key: string | undefined;
  try {
    if (Buffer.byteLength(body) > ALERT_BODY_LIMIT_BYTES)
      throw new AppError("too_large", adminOnlyText(ALERT_MESSAGES.tooLarge));
    alert = readAlert(body);
    assertFresh(alert, source, receivedAt);
    if (received.dryRun) {
      await prepareAlert(deps, source, alert);
      return await logged(deps, receiptOf(received, "tested", alert));
    }
    key = dedupeKeyOf(alert, body, receivedAt);
    if (await repo.findReceiptByKey(db, source.id, key))
      return await logged(deps, receiptOf(received, "duplicate", alert));
    const drafted = source.publishes !== 1;
    const receipt = { ...receiptOf(received, drafted ? "draft" : "published", alert), dedupe_key: key };
    if (drafted) return await logged(deps, receipt);
    if (!source.created_by) throw new AppError("conflict", adminOnlyText(ALERT_MESSAGES.noOwner));
    const position = await applyAlert(deps, source, alert, source.created_by, {
      via: `alert:${source.id}`,
      alongside: (trx, positionId) => repo.insertReceipt(trx, { ...receipt, position_id: positionId }),
    });
    return { outcome: "published", receiptId: receipt.id, positionId: position.id };
  } catch (error) {
    // A copy that another instance accepted meanwhile is a duplicate, whatever this one's checks then made of it
    // (its trade's reference taken, its stop already moved).
    const accepted = key !== undefined && (await repo.findReceiptByKey(db, source.id, key)) !== undefined;
    if (isUniqueViolation(error) || accepted) return logged(deps, receiptOf(received, "duplicate", alert));
    if (error instanceof AppError)
      await repo.insertReceipt(db, { ...receiptOf(received, "refused", alert), reason: error.message });
    throw error;
  }
}

/** Why an alert was refused before it was read: too many from its source this minute, or a body over the read limit. */
export type UnreadRefusal = "tooMany" | "tooLarge";

/**
 * Logs an alert refused before it was read (docs/integrations.md#providers), when its address names a live source:
 * one line per source, reason and minute with a count, so a flood cannot fill the database. No body is kept.
 */
export async function logUnreadRefusal(
  deps: AlertsDeps,
  { secretHash, refusal, receivedAt }: { secretHash: string; refusal: UnreadRefusal; receivedAt: Date },
): Promise<void> {
  const { db } = deps.positions;
  const source = await repo.findLiveSourceBySecret(db, secretHash);
  if (!source) return;
  const minute = new Date(Math.floor(receivedAt.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();
  await repo.countRefusal(db, {
    ...receiptOf({ source, body: "", receivedAt }, "refused"),
    reason: ALERT_MESSAGES[refusal],
    dedupe_key: `refused:${refusal}:${minute}`,
  });
}

/** Writes a receipt that changes no position; a draft's key taken meanwhile makes it a duplicate. */
async function logged(deps: AlertsDeps, receipt: repo.AlertReceiptRow): Promise<AlertAnswer> {
  await repo.insertReceipt(deps.positions.db, receipt);
  return answer(receipt);
}

async function draftReceipt(db: Executor, id: string) {
  const receipt = await repo.findReceipt(db, id);
  if (!receipt) throw new AppError("not_found", adminOnlyText(ALERT_MESSAGES.receiptNotFound));
  if (receipt.outcome !== "draft") throw new AppError("conflict", adminOnlyText(ALERT_MESSAGES.notDraft));
  const source = await repo.findSource(db, receipt.source_id);
  if (!source) throw new AppError("not_found", adminOnlyText(ALERT_MESSAGES.sourceNotFound));
  return { receipt, source };
}

/**
 * Publishes a drafted alert as the approving admin, through the same call as a published one; the draft is marked
 * approved in the same transaction, so two taps publish it once. Its age is not checked again: a person decided.
 */
export async function approveAlert(deps: AlertsDeps, adminId: string, receiptId: string): Promise<AlertAnswer> {
  const { db, clock } = deps.positions;
  const { receipt, source } = await draftReceipt(db, receiptId);
  const position = await applyAlert(deps, source, readAlert(receipt.body), adminId, {
    via: `alert:${source.id}`,
    alongside: async (trx, positionId) => {
      const decided = { outcome: "approved" as const, decided_at: clock.now().toISOString(), position_id: positionId };
      if (!(await repo.decideDraft(trx, receiptId, decided)))
        throw new AppError("conflict", adminOnlyText(ALERT_MESSAGES.notDraft));
    },
  });
  return { outcome: "approved", receiptId, positionId: position.id };
}

/** Sets a drafted alert aside: nothing is published, the log keeps it. */
export async function dismissAlert(deps: AlertsDeps, receiptId: string): Promise<AlertAnswer> {
  const { db, clock } = deps.positions;
  const { receipt } = await draftReceipt(db, receiptId);
  if (!(await repo.decideDraft(db, receiptId, { outcome: "dismissed", decided_at: clock.now().toISOString() }))) {
    throw new AppError("conflict", adminOnlyText(ALERT_MESSAGES.notDraft));
  }
  return { outcome: "dismissed", receiptId, positionId: receipt.position_id };
}
