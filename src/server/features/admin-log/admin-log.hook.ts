import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { AdminAction } from "../../../shared/admin-log.js";
import { viewerOf } from "../../plugins/auth.js";
import {
  completeAction,
  startAction,
  type ActionTarget,
  type AdminActor,
  type AdminLogDeps,
  type TargetSnapshot,
} from "./admin-log.service.js";
import type { AuditTarget, TargetReaders } from "./audit-targets.js";

/** What a route declares as `config: { audit }`: the action it records in the admin log, and what it changes. */
export interface AuditDeclaration {
  /** The action; a function names it from the request and the target as it stood (a trade event by its type). */
  action: AdminAction | ((request: FastifyRequest, before: TargetSnapshot | null) => AdminAction);
  /** The record the action changes, read before and after it so the log holds the changed fields. */
  target?: AuditTarget;
  /** The route parameter naming the target (default `id`); without it, the id the answer gives (a creation). */
  param?: string;
  /** The request also says what changed that the target does not show (a note's text, an export's filters). */
  request?: "body" | "query";
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** An admin action: recorded in the admin log (features/admin-log). Every admin route that changes something declares one. */
    audit?: AuditDeclaration;
  }
  interface FastifyRequest {
    /**
     * What acts for the admin on this request besides their own session: a provider key (features/automation). The
     * log names it beside the admin, and the position's events keep `ref`. Null for the admin's own session.
     */
    actingVia: { ref: string; label: string } | null;
    adminLogEntry: {
      id: string;
      action: AdminAction;
      actor: AdminActor;
      target: ActionTarget | null;
      before: TargetSnapshot | null;
    } | null;
  }
}

const READS = new Set(["GET", "HEAD"]);

function idFromAnswer(payload: unknown): string | null {
  if (typeof payload !== "string" || !payload.startsWith("{")) return null;
  try {
    const id = (JSON.parse(payload) as { id?: unknown }).id;
    return typeof id === "string" ? id : null;
  } catch {
    return null;
  }
}

/** What the request asked for: its body, or its query string as sent (without the defaults the schema adds). */
function requestFields(request: FastifyRequest, part: "body" | "query" | undefined): Record<string, unknown> | null {
  if (part === "query") return Object.fromEntries(new URL(request.url, "http://app.invalid").searchParams);
  const body = part === "body" ? request.body : undefined;
  return body && typeof body === "object" ? { ...(body as Record<string, unknown>) } : null;
}

/**
 * The admin log's one seam (docs/admin-panel.md#admin-log): a route declares `config: { audit }`, and this records
 * it. The entry is written before the handler runs (a failure to write it refuses the action, so nothing is done
 * unlogged) and completed before the answer is sent, with the target's changed fields. The app refuses to start
 * with an admin route that changes something and declares no audit.
 */
export const adminLogPlugin = fp(
  async (app: FastifyInstance, { deps, readers }: { deps: AdminLogDeps; readers: TargetReaders }) => {
    app.decorateRequest("adminLogEntry", null);
    app.decorateRequest("actingVia", null);

    app.addHook("onRoute", (route) => {
      const methods = [route.method].flat();
      if (route.config?.guard === "admin" && !route.config.audit && methods.some((method) => !READS.has(method))) {
        throw new Error(`${methods.join(",")} ${route.url} changes something as an admin: declare config.audit`);
      }
      // Only an audited route runs the log's hooks: every other request pays nothing for them. First among the
      // route's own hooks, as hooks of the whole app ran before them.
      if (!route.config?.audit) return;
      route.preHandler = [startEntry, ...[route.preHandler ?? []].flat()];
      route.onSend = [completeEntry, ...[route.onSend ?? []].flat()];
    });

    const startEntry = async (request: FastifyRequest) => {
      const audit = request.routeOptions.config.audit;
      if (!audit) return;
      const admin = viewerOf(request);
      const params = request.params as Record<string, string | undefined>;
      const target = audit.target ? { type: audit.target, id: params[audit.param ?? "id"] ?? null } : null;
      const read = audit.target && readers[audit.target];
      const before = read && target ? await read(target.id) : null;
      const action = typeof audit.action === "function" ? audit.action(request, before) : audit.action;
      const name = `${admin.first_name} ${admin.last_name}`.trim();
      const actor = {
        id: admin.id,
        name: request.actingVia ? `${name} (${request.actingVia.label})` : name,
        email: admin.email,
        address: request.ip,
        userAgent: request.headers["user-agent"] ?? "",
      };
      const id = await startAction(deps, actor, action, target, before);
      request.adminLogEntry = { id, action, actor, target, before };
    };

    const completeEntry = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const entry = request.adminLogEntry;
      const audit = request.routeOptions.config.audit;
      if (!entry || !audit) return payload;
      request.adminLogEntry = null;
      const done = reply.statusCode < 400;
      const target = entry.target && { ...entry.target, id: entry.target.id ?? idFromAnswer(payload) };
      try {
        const read = audit.target && readers[audit.target];
        const after = done && read && target ? await read(target.id) : entry.before;
        await completeAction(
          deps,
          entry,
          done ? "done" : "refused",
          target,
          { before: entry.before, after },
          requestFields(request, audit.request),
        );
      } catch (err) {
        // The action is done and its entry says it started: the answer stands, the log keeps what it has.
        request.log.error({ err, entry: entry.id }, "admin log entry not completed");
      }
      return payload;
    };
  },
);
