/**
 * The fan-out baseline: a plain `ws` server that broadcasts whatever is POSTed to /publish to every client, the
 * textbook way (one send of the string per client), with no auth, database or feed.
 */
import { WebSocketServer } from "ws";
import { CONNECTED_MESSAGE, listenForBench, publishEndpoint } from "./publish-endpoint.js";

const server = publishEndpoint((message) => {
  for (const client of wss.clients) client.send(message);
});
const wss = new WebSocketServer({ server });
wss.on("connection", (socket) => socket.send(CONNECTED_MESSAGE));
listenForBench(server);
