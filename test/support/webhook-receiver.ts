import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach } from "vitest";

/** One request the receiver was sent: its headers, its body and what it was answered. */
export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
  status: number;
}

/**
 * A member's webhook receiver on 127.0.0.1, started before each test and closed after it: it records every request
 * and answers `status` (set it to 503 for a receiver that is down).
 */
export function useWebhookReceiver() {
  let server: http.Server | undefined;
  const receiver = {
    url: "",
    status: 204,
    received: [] as ReceivedWebhook[],
    /** The requests it answered 2xx. */
    accepted: () => receiver.received.filter((r) => r.status >= 200 && r.status < 300),
  };
  beforeEach(async () => {
    receiver.status = 204;
    receiver.received = [];
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        );
        receiver.received.push({ headers, body: Buffer.concat(chunks).toString("utf8"), status: receiver.status });
        response.writeHead(receiver.status).end();
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/signaldesk`;
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });
  return receiver;
}
