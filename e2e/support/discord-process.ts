/**
 * The journeys' Discord: the fake of test/support (DISCORD_API_ROOT and DISCORD_OAUTH_AUTHORIZE_URL point the app at
 * it), with a small HTTP side through which a journey picks who consents on the authorize page and sees the server.
 * Started by playwright.config.ts.
 *
 *   GET  /state                       the server's settings ids, the channel's messages, members' roles and the DMs
 *   POST /authorize-as {id, username} the next visit to the authorize page consents as this Discord user
 */
import { createServer } from "node:http";
import { startFakeDiscord } from "../../test/support/fake-discord";

const fake = await startFakeDiscord({ port: Number(process.env.E2E_DISCORD_PORT) });
const controlPort = Number(process.env.E2E_DISCORD_CONTROL_PORT);
const seen = new Set<string>();

const server = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    const reply = (value: unknown) =>
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value));
    if (request.method === "GET" && request.url === "/state") {
      return reply({
        settings: {
          botToken: fake.botToken,
          clientId: fake.clientId,
          clientSecret: fake.clientSecret,
          guildId: fake.guild.id,
          trialRoleId: fake.roles.trial,
          proRoleId: fake.roles.pro,
          channelId: fake.channel.id,
        },
        channel: fake.channelMessages(),
        members: Object.fromEntries([...seen].map((id) => [id, fake.rolesOf(id)])),
        direct: [...seen].flatMap((id) => fake.dmsTo(id).map((m) => ({ to: id, text: m.content }))),
      });
    }
    if (request.method === "POST" && request.url === "/authorize-as") {
      const input = JSON.parse(body) as { id: string; username: string };
      seen.add(input.id);
      fake.authorizeAs(fake.user(input.id, input.username));
      return reply({});
    }
    response.writeHead(404).end();
  });
});
server.listen(controlPort, "127.0.0.1");

const stop = () =>
  void Promise.all([fake.close(), new Promise((resolve) => server.close(resolve))]).then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
