import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { WebSocket, WebSocketServer } from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { textFrame } from "./wire-frame.js";

/**
 * A `ws` server whose connections are written framed messages on their TCP sockets, as the live channel writes them,
 * and a `ws` client reading them, as a member's script would.
 */
let server: WebSocketServer;
let url: string;

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: "127.0.0.1", perMessageDeflate: false });
  server.on("connection", (socket, request) => {
    socket.on("message", (data) => {
      const texts = JSON.parse(data.toString()) as string[];
      for (const text of texts) {
        request.socket.write(textFrame(text));
        // `ws`'s own frames keep their place among them.
        socket.ping();
      }
    });
  });
  await once(server, "listening");
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The messages a client reads back after asking the server to write these texts. */
async function readBack(texts: string[]): Promise<{ text: string; binary: boolean }[]> {
  const client = new WebSocket(url, { perMessageDeflate: false });
  await once(client, "open");
  const got: { text: string; binary: boolean }[] = [];
  let pings = 0;
  client.on("ping", () => (pings += 1));
  const all = new Promise<void>((resolve) =>
    client.on("message", (data, binary) => {
      got.push({ text: data.toString(), binary });
      if (got.length === texts.length) resolve();
    }),
  );
  client.send(JSON.stringify(texts));
  await all;
  client.close();
  expect(pings).toBeGreaterThan(0);
  return got;
}

describe("a message framed once", () => {
  it("reads back as the same text messages, in order, at each length form's edges", async () => {
    // The 7-, 16- and 64-bit lengths at their edges, and text whose bytes outnumber its characters.
    const texts = [0, 1, 125, 126, 127, 65_535, 65_536, 200_000].map((size) => "x".repeat(size));
    texts.push(`{"message":"${"ş€📈".repeat(40)}"}`);
    expect(await readBack(texts)).toEqual(texts.map((text) => ({ text, binary: false })));
  });

  it("counts the length in bytes, not characters", () => {
    const text = "ş€📈".repeat(40);
    expect(textFrame(text).length).toBe(4 + Buffer.byteLength(text));
  });
});
