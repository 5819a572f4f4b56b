/** The HTTP baseline: a bare Fastify answering a small JSON document, no plugins, no logging. */
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.argv[2] ?? 0), host: "127.0.0.1" });
console.log("ready");
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
