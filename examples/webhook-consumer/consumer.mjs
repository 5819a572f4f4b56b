// A SignalDesk webhook receiver: verifies each delivery's signature with the official Standard Webhooks library and
// prints the signal it carries, one JSON line per delivery. Run it with the endpoint's secret (shown once when the
// endpoint is made on your account page):
//
//   WEBHOOK_SECRET=whsec_... PORT=8787 node consumer.mjs
//
// then put it behind an https:// address on the internet and register that address. A delivery whose signature
// does not verify, or whose timestamp is more than five minutes off, is answered 400 and not printed.
import http from "node:http";
import { Webhook } from "standardwebhooks";

const secret = process.env.WEBHOOK_SECRET;
if (!secret) {
  console.error("Set WEBHOOK_SECRET to the endpoint's secret (whsec_...)");
  process.exit(1);
}
// After a secret rotation the old secret still signs for a day: a receiver may accept either meanwhile.
const verifiers = [secret, process.env.WEBHOOK_PREVIOUS_SECRET].filter(Boolean).map((s) => new Webhook(s));
const seen = new Set();
const MAX_BODY_BYTES = 1024 * 1024;

function verify(body, headers) {
  for (const verifier of verifiers) {
    try {
      return verifier.verify(body, headers);
    } catch {
      // Try the next secret.
    }
  }
  return undefined;
}

const server = http.createServer((request, response) => {
  if (request.method !== "POST") return response.writeHead(405).end();
  const chunks = [];
  let size = 0;
  request.on("data", (chunk) => {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) request.destroy();
    else chunks.push(chunk);
  });
  request.on("end", () => {
    const body = Buffer.concat(chunks).toString("utf8");
    const event = verify(body, request.headers);
    if (!event) {
      console.error(`rejected ${request.headers["webhook-id"] ?? "a delivery"}: signature does not verify`);
      return response.writeHead(400).end();
    }
    const id = request.headers["webhook-id"];
    // A delivery is retried until it is answered 2xx, with the same webhook-id: keep each once.
    if (!seen.has(id)) {
      seen.add(id);
      console.log(
        JSON.stringify({
          id,
          type: event.type,
          message: event.data.message,
          recordNumber: event.data.recordNumber,
          position: event.data.position,
        }),
      );
    }
    response.writeHead(204).end();
  });
});

server.listen(Number(process.env.PORT ?? 8787), process.env.HOST ?? "127.0.0.1", () => {
  console.error(`listening on ${server.address().port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
