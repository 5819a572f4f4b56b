import type { LightMyRequestResponse } from "fastify";
import type { Role } from "../../support/members.js";
import { callApi } from "../../support/positions.js";
import { ROUTE_MATRIX, type RouteEntry } from "./route-matrix.js";
import type { RouteFixtures } from "./route-fixtures.js";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type ApiMethod = (typeof METHODS)[number];

/** "PUT /api/positions/:id" -> its method and path, refusing methods the matrix cannot call. */
export function parseRoute(route: string): { method: ApiMethod; path: string } {
  const [method = "", path = ""] = route.split(" ");
  const known = METHODS.find((m) => m === method);
  if (!known) throw new Error(`the matrix cannot call ${route}`);
  return { method: known, path };
}

/** The matrix entry of a route, or a failure naming the route. */
export function entryOf(route: string): RouteEntry {
  const entry = ROUTE_MATRIX[route];
  if (!entry) throw new Error(`no matrix entry for ${route}`);
  return entry;
}

/** The role that may call the route and reaches its validation: an admin when allowed, else a member. */
export function allowedRole(entry: RouteEntry): Role {
  const order: Role[] = ["admin", "premium", "trial", "standard", "inactive", "expired", "signed out"];
  return order.find((role) => entry.expect[role] < 400) ?? "admin";
}

/** Sends the route's valid request as that role, with a session of its own. */
export async function callAs(f: RouteFixtures, route: string, role: Role): Promise<LightMyRequestResponse> {
  const { method } = parseRoute(route);
  const entry = entryOf(route);
  const caller = await f.caller(role, { ownAccount: entry.ownAccount === true });
  const prepared = await entry.request(f, caller);
  return callApi(f.t, method, prepared.url, { cookie: caller.cookie, body: prepared.body });
}
