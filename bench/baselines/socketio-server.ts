/**
 * The second fan-out baseline: Socket.IO (WebSocket transport only) broadcasting whatever is POSTed to /publish
 * to every client with one `io.emit`, no auth, database or feed.
 */
import { Server } from "socket.io";
import { CONNECTED_MESSAGE, listenForBench, publishEndpoint } from "./publish-endpoint.js";

const server = publishEndpoint((message) => io.emit("message", message));
const io = new Server(server, { transports: ["websocket"], serveClient: false });
io.on("connection", (socket) => socket.emit("message", CONNECTED_MESSAGE));
listenForBench(server);
