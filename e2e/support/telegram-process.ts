/**
 * The journeys' Telegram: the fake Bot API of test/support (TELEGRAM_API_ROOT points the app at it), with a small
 * HTTP side through which a journey acts as a Telegram user and sees the room. Started by playwright.config.ts.
 *
 *   GET  /state                       the room's members, messages (with edits and replies) and the bot's DMs
 *   POST /start {id, payload}         a user presses Start on the bot's deep link
 *   POST /join {id, link}             a user opens an invite link (answers {joined})
 */
import { createServer } from "node:http";
import { startFakeTelegram } from "../../test/support/fake-telegram";

const fake = await startFakeTelegram({ port: Number(process.env.E2E_TELEGRAM_PORT) });
const controlPort = Number(process.env.E2E_TELEGRAM_CONTROL_PORT);

const server = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    const reply = (value: unknown) =>
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value));
    const input = body ? (JSON.parse(body) as { id: number; payload?: string; link?: string }) : { id: 0 };
    if (request.method === "GET" && request.url === "/state") {
      const ids = [...new Set(fake.requests.flatMap((r) => (r.params.user_id ? [Number(r.params.user_id)] : [])))];
      return reply({
        room: fake.roomMessages(),
        members: Object.fromEntries(ids.map((id) => [id, fake.statusOf(id)])),
        direct: fake.requests
          .filter((r) => r.method === "sendMessage" && Number(r.params.chat_id) > 0)
          .map((r) => ({ to: Number(r.params.chat_id), text: String(r.params.text) })),
      });
    }
    if (request.method === "POST" && request.url === "/start") {
      fake.start(input.id, input.payload ?? "");
      return reply({});
    }
    if (request.method === "POST" && request.url === "/join")
      return reply({ joined: fake.join(input.id, input.link ?? "") });
    response.writeHead(404).end();
  });
});
server.listen(controlPort, "127.0.0.1");

const stop = () =>
  void Promise.all([fake.close(), new Promise((resolve) => server.close(resolve))]).then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
