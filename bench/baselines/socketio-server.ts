/**
 * The second fan-out baseline: Socket.IO (WebSocket transport only) broadcasting whatever is POSTed to /publish
 * to every client with one `io.emit`, no auth, database or feed.
 */
import http from "node:http";
import { Server } from "socket.io";

const port = Number(process.argv[2] ?? 0);
const server = http.createServer((request, response) => {
  if (request.method !== "POST" || request.url !== "/publish") return void response.writeHead(404).end();
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    io.emit("message", body);
    response.writeHead(201, { "content-type": "application/json" }).end("{}");
  });
});
const io = new Server(server, { transports: ["websocket"], serveClient: false });
io.on("connection", (socket) => socket.emit("message", JSON.stringify({ type: "connected", data: { message: "hi" } })));
server.listen(port, "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => process.exit(0));
