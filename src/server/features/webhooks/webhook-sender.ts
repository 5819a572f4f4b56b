import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { englishMessage } from "../../lib/app-error.js";
import { PrivateAddressError, publicOnly } from "../../lib/public-lookup.js";
import { endpointRefusal } from "./webhook-url.js";

/** The receiver's answer: its status (0 when it could not be reached), or why no request was made. */
export interface WebhookResponse {
  statusCode: number;
  error?: string;
  /** No request was made: the address is not https or not public (after resolving it). */
  refused?: true;
}

export interface WebhookSenderOptions {
  /** http:// and loopback or private addresses are sent to (a test deployment's own receivers). */
  allowPrivateEndpoints: boolean;
  /** How host names are resolved (tests give a name a chosen address); the system resolver by default. */
  resolve?: LookupFunction;
}

export type WebhookSender = (url: string, headers: Record<string, string>, body: string) => Promise<WebhookResponse>;

const REQUEST_TIMEOUT_MS = 15_000;
/** What of a receiver's answer is read: only its status matters. */
const RESPONSE_BYTES_READ = 64 * 1024;

/**
 * POSTs one signed message (docs/decisions/0031-webhooks-as-a-channel.md). Unless `allowPrivateEndpoints`, the
 * address must be https:// on a public host, and the socket connects to the address the lookup checked as public
 * (no second lookup a rebinding name could answer differently). A redirect is not followed: it is an answer that is
 * not 2xx, a failed delivery.
 */
export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const resolve: LookupFunction = options.resolve ?? dns.lookup;
  const lookup = options.allowPrivateEndpoints ? resolve : publicOnly(resolve);
  return (target, headers, body) => {
    const url = new URL(target);
    const refusal = endpointRefusal(url, options.allowPrivateEndpoints);
    // The delivery log keeps the refusal in English, as it keeps every other failure.
    if (refusal) return Promise.resolve({ statusCode: 0, error: englishMessage(refusal), refused: true });
    const client = url.protocol === "http:" ? http : https;
    return new Promise<WebhookResponse>((settle) => {
      const request = client.request(
        url,
        {
          method: "POST",
          headers: { ...headers, "content-length": Buffer.byteLength(body), "user-agent": "SignalDesk-Webhooks/1" },
          lookup,
          agent: false,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          let read = 0;
          response.on("data", (chunk: Buffer) => {
            read += chunk.length;
            if (read > RESPONSE_BYTES_READ) response.destroy();
          });
          const done = () => settle({ statusCode: response.statusCode ?? 0 });
          response.on("end", done);
          response.on("close", done);
        },
      );
      request.on("timeout", () => request.destroy(new Error("the endpoint did not answer in time")));
      request.on("error", (error) =>
        settle(
          error instanceof PrivateAddressError
            ? { statusCode: 0, error: error.message, refused: true }
            : { statusCode: 0, error: error.message },
        ),
      );
      request.end(body);
    });
  };
}
