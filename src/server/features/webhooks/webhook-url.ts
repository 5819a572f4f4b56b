import dns from "node:dns/promises";
import { API_ACCESS_MESSAGES as M } from "../../../shared/api-access.js";
import type { MessageKey } from "../../../shared/i18n/message-keys.js";
import { AppError } from "../../lib/app-error.js";
import { isPublicAddress, isPublicHost } from "../../lib/public-address.js";

/** Resolves a host name to every address it has (tests give a name a chosen address). */
export type ResolveAll = (hostname: string) => Promise<string[]>;

export const systemResolveAll: ResolveAll = async (hostname) =>
  (await dns.lookup(hostname, { all: true })).map((found) => found.address);

/**
 * Why an endpoint is never sent to, before any lookup: it is not https, or its host is not public (a private or
 * loopback literal, localhost, *.internal). A test deployment's setting allows http:// and private addresses.
 */
export function endpointRefusal(url: URL, allowPrivateEndpoints: boolean): MessageKey | undefined {
  if (allowPrivateEndpoints) return url.protocol === "https:" || url.protocol === "http:" ? undefined : M.urlNotHttps;
  if (url.protocol !== "https:") return M.urlNotHttps;
  if (url.username || url.password) return M.urlInvalid;
  return isPublicHost(url.hostname) ? undefined : M.urlNotPublic;
}

/**
 * Checks an endpoint a member registers (docs/integrations.md#webhooks): https:// on a host whose every address is
 * public now. Delivery checks again on each request, against the address it connects to.
 */
export async function assertPublicEndpoint(
  url: string,
  { allowPrivateEndpoints, resolveAll }: { allowPrivateEndpoints: boolean; resolveAll: ResolveAll },
): Promise<void> {
  const parsed = new URL(url);
  const refusal = endpointRefusal(parsed, allowPrivateEndpoints);
  if (refusal) throw new AppError("invalid", refusal);
  if (allowPrivateEndpoints) return;
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  const addresses = await resolveAll(host).catch(() => []);
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw new AppError("invalid", M.urlNotPublic);
}
