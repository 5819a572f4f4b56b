import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import WebSocket from "ws";
import type { WsServerMessage } from "../../src/shared/notifications.js";
import { TEST_ORIGIN, type TestApp } from "./test-app.js";

/** Listens on a random port once; answers the ws:// base URL. */
export async function listening(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}`;
}

export interface LiveConnection {
  socket: WebSocket;
  messages: WsServerMessage[];
  /** Resolves once `count` messages have arrived (rejects after `timeoutMs`). */
  received(count: number, timeoutMs?: number): Promise<WsServerMessage[]>;
  closed: Promise<{ code: number; reason: string }>;
  /** The upgrade's response headers (behind the test nginx, `x-upstream` names the instance). */
  headers: IncomingHttpHeaders;
}

/** A member's browser opening the live channel: the session cookie and our Origin unless told otherwise. */
export function openLive(
  baseUrl: string,
  options: { cookie?: string; origin?: string | null; query?: string; authorization?: string } = {},
): Promise<LiveConnection> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.authorization) headers.authorization = options.authorization;
  if (options.origin !== null) headers.origin = options.origin ?? TEST_ORIGIN;
  const socket = new WebSocket(`${baseUrl}/ws/notifications${options.query ?? ""}`, { headers });
  const messages: WsServerMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.on("message", (data) => {
    messages.push(JSON.parse(String(data)) as WsServerMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const received = (count: number, timeoutMs = 3000) =>
    new Promise<WsServerMessage[]>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`got ${messages.length} of ${count} messages: ${JSON.stringify(messages)}`)),
        timeoutMs,
      );
      const check = () => {
        if (messages.length >= count) {
          clearTimeout(timer);
          resolve(messages);
        } else waiters.push(check);
      };
      check();
    });
  let response: IncomingHttpHeaders = {};
  socket.once("upgrade", (upgrade) => (response = upgrade.headers));
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve({ socket, messages, received, closed, headers: response }));
    socket.once("unexpected-response", (_request, response) => {
      reject(new RefusedUpgrade(response.statusCode ?? 0));
      socket.terminate();
    });
    socket.once("error", reject);
  });
}

export class RefusedUpgrade extends Error {
  constructor(readonly statusCode: number) {
    super(`upgrade refused with ${statusCode}`);
  }
}

/** The status an upgrade was refused with, or "connected". */
export async function upgradeOutcome(
  baseUrl: string,
  options: Parameters<typeof openLive>[1],
): Promise<number | "connected"> {
  try {
    const live = await openLive(baseUrl, options);
    live.socket.close();
    return "connected";
  } catch (error) {
    if (error instanceof RefusedUpgrade) return error.statusCode;
    throw error;
  }
}
