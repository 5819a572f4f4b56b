import http from "node:http";

/**
 * The HTTP side of the fan-out baselines: POST /publish hands its body to `broadcast` and answers 201. The
 * server prints "ready" once it listens on argv's port (bench-support's startBaseline waits for that).
 */
export function publishEndpoint(broadcast: (message: string) => void): http.Server {
  const server = http.createServer((request, response) => {
    if (request.method !== "POST" || request.url !== "/publish") return void response.writeHead(404).end();
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      broadcast(body);
      response.writeHead(201, { "content-type": "application/json" }).end("{}");
    });
  });
  process.on("SIGTERM", () => process.exit(0));
  return server;
}

export const listenForBench = (server: http.Server) =>
  server.listen(Number(process.argv[2] ?? 0), "127.0.0.1", () => console.log("ready"));

/** What each baseline sends a client that connects, like the app's "connected" message. */
export const CONNECTED_MESSAGE = JSON.stringify({ type: "connected", data: { message: "hi" } });
