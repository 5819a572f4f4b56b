import type { Readable } from "node:stream";
import {
  changedFields,
  type AdminAction,
  type AdminLogChange,
  type AdminLogEntry,
  type AdminLogOutcome,
  type ParsedAdminLogQuery,
} from "../../../shared/admin-log.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { newId } from "../../lib/ids.js";
import { csvStream, type CsvColumn } from "../../lib/csv.js";
import * as repo from "./admin-log.repo.js";

export interface AdminLogDeps {
  db: Db;
  clock: Clock;
}

/** Who acted and from where: the client address as the app reads it (TRUST_PROXY aware) and the browser. */
export interface AdminActor {
  id: string;
  name: string;
  email: string;
  address: string;
  userAgent: string;
}

/** The record an action changes, as it stood: what the log compares before and after. */
export interface TargetSnapshot {
  label: string | null;
  fields: Record<string, unknown>;
}

export interface ActionTarget {
  type: string;
  id: string | null;
}

const searchTextOf = (
  row: Pick<repo.AdminLogRow, "admin_name" | "admin_email" | "action" | "target_id" | "target_label" | "changes">,
) =>
  [row.admin_name, row.admin_email, row.action, row.target_id ?? "", row.target_label ?? "", row.changes]
    .join(" ")
    .toLowerCase();

/**
 * Writes the entry of an action about to run, before it runs: an action is never done unlogged, and a failure to
 * write the log refuses the action. Returns the entry's id, for `completeAction`.
 */
export async function startAction(
  deps: AdminLogDeps,
  actor: AdminActor,
  action: AdminAction,
  target: ActionTarget | null,
  before: TargetSnapshot | null,
): Promise<string> {
  const row = {
    id: newId(),
    at: deps.clock.now().toISOString(),
    admin_id: actor.id,
    admin_name: actor.name,
    admin_email: actor.email,
    action,
    target_type: target?.type ?? null,
    target_id: target?.id ?? null,
    target_label: before?.label ?? null,
    address: actor.address,
    user_agent: actor.userAgent,
    changes: "[]",
  };
  await repo.insertStartedEntry(deps.db, { ...row, search_text: searchTextOf(row) });
  return row.id;
}

/**
 * Completes an entry once its action answered: "done" with what changed, or "refused" (the action answered an
 * error and changed nothing). `extra` lists what the request asked for that no record shows (an export's filters).
 */
export async function completeAction(
  deps: AdminLogDeps,
  entry: { id: string; action: AdminAction; actor: AdminActor },
  outcome: Exclude<AdminLogOutcome, "started">,
  target: ActionTarget | null,
  snapshots: { before: TargetSnapshot | null; after: TargetSnapshot | null },
  extra: Record<string, unknown> | null,
): Promise<void> {
  const changes: AdminLogChange[] =
    outcome === "done" ? changedFields(snapshots.before?.fields ?? null, snapshots.after?.fields ?? null) : [];
  if (extra) changes.push(...changedFields(null, extra));
  const completion = {
    outcome,
    changes: JSON.stringify(changes),
    target_id: target?.id ?? null,
    target_label: snapshots.after?.label ?? snapshots.before?.label ?? null,
  };
  await repo.completeEntry(deps.db, entry.id, {
    ...completion,
    search_text: searchTextOf({
      ...completion,
      admin_name: entry.actor.name,
      admin_email: entry.actor.email,
      action: entry.action,
    }),
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

function filterOf(query: ParsedAdminLogQuery): repo.AdminLogFilter {
  const filter: repo.AdminLogFilter = {};
  if (query.admin) filter.admin = query.admin;
  if (query.action) filter.action = query.action;
  if (query.target) filter.target = query.target;
  if (query.text) filter.text = query.text;
  if (query.from) filter.from = `${query.from}T00:00:00.000Z`;
  if (query.to) filter.until = new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS).toISOString();
  return filter;
}

function entryOf(row: repo.AdminLogRow): AdminLogEntry {
  return {
    id: row.id,
    at: row.at,
    adminId: row.admin_id,
    adminName: row.admin_name,
    adminEmail: row.admin_email,
    action: row.action as AdminAction,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: row.target_label,
    address: row.address,
    userAgent: row.user_agent,
    outcome: row.outcome,
    changes: JSON.parse(row.changes) as AdminLogChange[],
  };
}

/** A page of the log, newest first, with how many entries match (docs/admin-panel.md#admin-log). */
export async function searchAdminLog(
  deps: AdminLogDeps,
  query: ParsedAdminLogQuery,
): Promise<{ entries: AdminLogEntry[]; total: number }> {
  const { rows, total } = await repo.listEntries(deps.db, filterOf(query), query);
  return { entries: rows.map(entryOf), total };
}

const shownValue = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value ?? null));

const COLUMNS: readonly CsvColumn<AdminLogEntry>[] = [
  { header: "At", value: (entry) => entry.at },
  { header: "Admin", value: (entry) => entry.adminName },
  { header: "Admin email", value: (entry) => entry.adminEmail },
  { header: "Action", value: (entry) => entry.action },
  { header: "Outcome", value: (entry) => entry.outcome },
  { header: "Target type", value: (entry) => entry.targetType },
  { header: "Target", value: (entry) => entry.targetId },
  { header: "Target name", value: (entry) => entry.targetLabel },
  { header: "Address", value: (entry) => entry.address },
  { header: "User agent", value: (entry) => entry.userAgent },
  {
    header: "Changes",
    value: (entry) =>
      entry.changes
        .map((change) => `${change.field}: ${shownValue(change.before)} -> ${shownValue(change.after)}`)
        .join("; "),
  },
];

/** Every entry the search matches, newest first, as CSV streamed while it is read. */
export function exportAdminLogCsv(
  deps: AdminLogDeps,
  query: ParsedAdminLogQuery,
  onError: (err: Error) => void,
): Readable {
  const rows = repo.allEntries(deps.db, filterOf(query));
  return csvStream(
    COLUMNS,
    (async function* () {
      for await (const row of rows) yield entryOf(row);
    })(),
    onError,
  );
}
