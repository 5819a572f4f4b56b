import {
  ACCOUNT_MESSAGES,
  DATA_EXPORT_REUSE_MS,
  DATA_EXPORT_TTL_MS,
  type DataExport,
} from "../../../shared/account.js";
import type { Db } from "../../db/database.js";
import type { DataExportRow } from "../../db/schema.js";
import { AppError, appErrorKind } from "../../lib/app-error.js";
import { addMs, type Clock } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import { collectMemberData, type MemberData } from "./member-data.service.js";
import * as repo from "./data-exports.repo.js";

export interface DataExportsDeps {
  db: Db;
  clock: Clock;
}

/**
 * A pending export older than this was left by a restart mid-way (preparing takes well under a second): the next
 * request prepares it again rather than making the member wait for it to expire.
 */
const STALE_PENDING_MS = 5 * 60 * 1000;

export class DataExportNotFoundError extends appErrorKind(
  "DataExportNotFoundError",
  "not_found",
  ACCOUNT_MESSAGES.exportNotFound,
) {}

const toDataExport = (row: Omit<DataExportRow, "content" | "pending_key">): DataExport => ({
  id: row.id,
  status: row.status,
  createdAt: row.created_at,
  readyAt: row.ready_at,
  expiresAt: row.expires_at,
});

/** The member's exports still offered, newest first. */
export async function listDataExports(deps: DataExportsDeps, userId: string): Promise<DataExport[]> {
  const rows = await repo.listLiveExports(deps.db, userId, deps.clock.now().toISOString());
  return rows.map(toDataExport);
}

/**
 * A member asks for a copy of their data (docs/product.md#accounts). One is prepared at a time: while one is pending,
 * or one became ready within DATA_EXPORT_REUSE_MS, that one is the answer. `prepare` says whether the caller must
 * start prepareDataExport for it (a new export, or a pending one left stale).
 */
export async function requestDataExport(
  deps: DataExportsDeps,
  userId: string,
): Promise<{ dataExport: DataExport; prepare: boolean }> {
  const now = deps.clock.now();
  const existing = await reusableExport(deps, userId, now);
  if (existing) return existing;
  const row: DataExportRow = {
    id: newId(),
    user_id: userId,
    status: "pending",
    pending_key: userId,
    created_at: now.toISOString(),
    ready_at: null,
    // A pending export that never completes is swept like an expired one.
    expires_at: addMs(now, DATA_EXPORT_TTL_MS).toISOString(),
    content: null,
  };
  if (await repo.insertPendingExport(deps.db, row)) return { dataExport: toDataExport(row), prepare: true };
  // Another request inserted one at the same moment: that one is being prepared.
  const concurrent = await reusableExport(deps, userId, now);
  if (!concurrent) throw new AppError("conflict", ACCOUNT_MESSAGES.exportNotReady);
  return concurrent;
}

async function reusableExport(deps: DataExportsDeps, userId: string, now: Date) {
  const live = await repo.listLiveExports(deps.db, userId, now.toISOString());
  const pending = live.find((row) => row.status === "pending");
  if (pending) {
    const stale = now.getTime() - new Date(pending.created_at).getTime() > STALE_PENDING_MS;
    return { dataExport: toDataExport(pending), prepare: stale };
  }
  const reuseFrom = now.getTime() - DATA_EXPORT_REUSE_MS;
  const recent = live.find((row) => row.ready_at !== null && new Date(row.ready_at).getTime() > reuseFrom);
  return recent ? { dataExport: toDataExport(recent), prepare: false } : undefined;
}

/**
 * Writes the export's content and offers it for DATA_EXPORT_TTL_MS from now. Meant to run after the request was
 * answered; an export deleted meanwhile (its member gone) is left alone.
 */
export async function prepareDataExport(deps: DataExportsDeps, id: string): Promise<void> {
  const row = await repo.findExport(deps.db, id);
  if (row?.status !== "pending") return;
  const data = await collectMemberData(deps, row.user_id);
  if (!data) return;
  const now = deps.clock.now();
  await repo.completeExport(deps.db, id, {
    content: JSON.stringify(data, null, 2),
    readyAt: now.toISOString(),
    expiresAt: addMs(now, DATA_EXPORT_TTL_MS).toISOString(),
  });
}

/** A ready export of the member's own; anyone else's, an expired one or none at all is not found. */
export async function readDataExport(
  deps: DataExportsDeps,
  userId: string,
  id: string,
): Promise<{ content: string; data: MemberData; createdAt: string }> {
  const row = await repo.findLiveExport(deps.db, userId, id, deps.clock.now().toISOString());
  if (!row) throw new DataExportNotFoundError();
  if (row.status !== "ready" || row.content === null) throw new AppError("conflict", ACCOUNT_MESSAGES.exportNotReady);
  return { content: row.content, data: JSON.parse(row.content) as MemberData, createdAt: row.created_at };
}

/** Housekeeping: exports past their 24 hours are deleted. */
export async function deleteExpiredDataExports(deps: { db: Db }, now: Date): Promise<number> {
  return repo.deleteExpiredExports(deps.db, now.toISOString());
}
