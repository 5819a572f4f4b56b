import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import webPush from "web-push";
import { isPublicHost } from "../../lib/public-address.js";
import { PrivateAddressError, publicOnly } from "../../lib/public-lookup.js";
import type { PushUrgency } from "../../db/schema.js";
import type { VapidKeys } from "./vapid-keys.js";

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushMessage {
  payload: string;
  ttlSeconds: number;
  urgency: PushUrgency;
  topic: string | null;
}

/** The push service's answer: its status (0 when it could not be reached) and any Retry-After, in ms. */
export interface PushOutcome {
  statusCode: number;
  retryAfterMs: number | undefined;
  error?: string;
  /** No request was made: the endpoint is not https or its host resolved to an address that is not public. */
  refused?: true;
}

export interface PushSenderOptions {
  /** Endpoints on loopback and private addresses are sent to (a test deployment's local fake push service). */
  allowPrivateEndpoints: boolean;
  /** Connections at once per push service. */
  maxSockets?: number;
  /** How host names are resolved (tests give a name a chosen address); the system resolver by default. */
  resolve?: LookupFunction;
}

export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
  close(): void;
}

/** A VAPID JWT is valid 12 h (web-push's default); one is signed per push service origin and reused for an hour. */
const VAPID_REUSE_MS = 60 * 60 * 1000;
const REQUEST_TIMEOUT_MS = 15_000;

function retryAfterMs(header: string | undefined, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Why an endpoint is never sent to, before any lookup: it is not https, or its host is a non-public literal. */
function refusedBeforeLookup(url: URL): string | undefined {
  if (url.protocol !== "https:") return "push endpoint is not https";
  return isPublicHost(url.hostname) ? undefined : "push endpoint is not on a public host";
}

const refused = (error: string): PushOutcome => ({ statusCode: 0, retryAfterMs: undefined, error, refused: true });

/**
 * Sends Web Push messages (RFC 8030/8291/8292): web-push encrypts the payload and builds the request, and Node's
 * own client sends it over keep-alive connections, at most `maxSockets` at a time per push service. Unless
 * `allowPrivateEndpoints`, an endpoint whose host is or resolves to a loopback, private, link-local or metadata
 * address is refused without a request: subscriptions come from members, and the server must not be their way
 * into its own network.
 */
export function createPushSender(vapidKeys: () => Promise<VapidKeys>, options: PushSenderOptions): PushSender {
  const maxSockets = options.maxSockets ?? 50;
  const resolve: LookupFunction = options.resolve ?? dns.lookup;
  const lookup = options.allowPrivateEndpoints ? resolve : publicOnly(resolve);
  const agents = {
    "http:": new http.Agent({ keepAlive: true, maxSockets }),
    "https:": new https.Agent({ keepAlive: true, maxSockets }),
  };
  const signed = new Map<string, { authorization: string; until: number }>();

  const authorization = async (audience: string): Promise<string> => {
    const cached = signed.get(audience);
    if (cached && cached.until > Date.now()) return cached.authorization;
    const keys = await vapidKeys();
    const headers = webPush.getVapidHeaders(audience, keys.subject, keys.publicKey, keys.privateKey, "aes128gcm");
    signed.set(audience, { authorization: headers.Authorization, until: Date.now() + VAPID_REUSE_MS });
    return headers.Authorization;
  };

  return {
    async send(target, message) {
      const url = new URL(target.endpoint);
      const refusal = options.allowPrivateEndpoints ? undefined : refusedBeforeLookup(url);
      if (refusal) return refused(refusal);
      const details = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        message.payload,
        {
          TTL: message.ttlSeconds,
          urgency: message.urgency,
          ...(message.topic ? { topic: message.topic } : {}),
          contentEncoding: "aes128gcm",
          headers: { Authorization: await authorization(url.origin) },
        },
      );
      const client = url.protocol === "http:" ? http : https;
      const agent = url.protocol === "http:" ? agents["http:"] : agents["https:"];
      return new Promise<PushOutcome>((resolve) => {
        const request = client.request(
          url,
          {
            method: "POST",
            headers: details.headers as http.OutgoingHttpHeaders,
            agent,
            lookup,
            timeout: REQUEST_TIMEOUT_MS,
          },
          (response) => {
            response.resume();
            response.on("end", () =>
              resolve({
                statusCode: response.statusCode ?? 0,
                retryAfterMs: retryAfterMs(response.headers["retry-after"], Date.now()),
              }),
            );
            response.on("error", (error) => resolve({ statusCode: 0, retryAfterMs: undefined, error: error.message }));
          },
        );
        request.on("timeout", () => request.destroy(new Error("push service did not answer in time")));
        request.on("error", (error) =>
          resolve(
            error instanceof PrivateAddressError
              ? refused(error.message)
              : { statusCode: 0, retryAfterMs: undefined, error: error.message },
          ),
        );
        request.end(details.body ?? undefined);
      });
    },
    close() {
      agents["http:"].destroy();
      agents["https:"].destroy();
    },
  };
}
