/**
 * Members' webhook receivers in a process of their own for bench/scenarios/webhooks.ts, driven over IPC: one plain
 * node http server answers every endpoint (`/hooks/<n>`), counts what each received, and checks the Standard Webhooks
 * signature (`standardwebhooks`, as a member's receiver would) of the endpoints it was given secrets for.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

type FromParent = { type: "secrets"; secrets: Record<string, string> } | { type: "stats" } | { type: "reset" };

let verifiers = new Map<string, Webhook>();
let received = new Map<string, number>();
let verified = 0;
let refused = 0;
let lastAt = 0;

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const path = request.url ?? "";
    received.set(path, (received.get(path) ?? 0) + 1);
    lastAt = Date.now();
    const verifier = verifiers.get(path);
    let status = 204;
    if (verifier) {
      try {
        verifier.verify(Buffer.concat(chunks).toString("utf8"), request.headers as Record<string, string>);
        verified += 1;
      } catch {
        refused += 1;
        status = 400;
      }
    }
    response.writeHead(status).end();
  });
});
server.listen(0, "127.0.0.1", () => {
  process.send?.({ type: "ready", port: (server.address() as AddressInfo).port });
});

process.on("message", (message: FromParent) => {
  if (message.type === "secrets") {
    verifiers = new Map(Object.entries(message.secrets).map(([path, secret]) => [path, new Webhook(secret)]));
    process.send?.({ type: "secrets" });
  } else if (message.type === "reset") {
    received = new Map();
    verified = 0;
    refused = 0;
    process.send?.({ type: "reset" });
  } else {
    const counts = [...received.values()];
    process.send?.({
      type: "stats",
      endpoints: received.size,
      requests: counts.reduce((sum, n) => sum + n, 0),
      moreThanOnce: counts.filter((n) => n > 1).length,
      verified,
      refused,
      lastAt,
      cpuSeconds: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    });
  }
});
process.on("disconnect", () => server.close(() => process.exit(0)));
