/**
 * The HTTP baselines: a bare Fastify, no plugins, no logging. `/` answers a small JSON document; with a byte count
 * as second argument, `/bytes` answers that many (pre-compressed, as the app sends its positions list), which is
 * what the machine allows for an answer of that size.
 */
import { randomBytes } from "node:crypto";
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
const body = randomBytes(Number(process.argv[3] ?? 0));
app.get("/bytes", async (_request, reply) =>
  reply.header("content-type", "application/json").header("content-encoding", "br").send(body),
);
await app.listen({ port: Number(process.argv[2] ?? 0), host: "127.0.0.1" });
console.log("ready");
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
