/**
 * The fan-out baseline: a plain `ws` server that broadcasts whatever is POSTed to /publish to every client, the
 * textbook way (one send of the string per client), with no auth, database or feed.
 */
import http from "node:http";
import { WebSocketServer } from "ws";

const port = Number(process.argv[2] ?? 0);
const server = http.createServer((request, response) => {
  if (request.method !== "POST" || request.url !== "/publish") return void response.writeHead(404).end();
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    for (const client of wss.clients) client.send(body);
    response.writeHead(201, { "content-type": "application/json" }).end("{}");
  });
});
const wss = new WebSocketServer({ server });
wss.on("connection", (socket) => socket.send(JSON.stringify({ type: "connected", data: { message: "hi" } })));
server.listen(port, "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => process.exit(0));
