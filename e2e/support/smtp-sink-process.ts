/**
 * The journeys' mail server: the SMTP sink of test/support (what the app under test sends to, through SMTP_URL),
 * with a small HTTP side the journeys read it through, as a person reads their inbox. Started by
 * playwright.config.ts before the app.
 *
 *   GET  /messages            every message received, oldest first
 *   POST /refuse {address}    messages to that address are turned away for now (421), so they wait in the outbox
 */
import { createServer } from "node:http";
import { startSmtpSink } from "../../test/support/smtp-sink";

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAIL_PORT);
const sink = await startSmtpSink(smtpPort);

const server = createServer((request, response) => {
  if (request.method === "GET" && request.url === "/messages") {
    const messages = sink.messages.map(({ to, subject, text, html, headers }) => ({
      to,
      subject,
      text,
      html,
      headers: Object.fromEntries(headers),
    }));
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(messages));
    return;
  }
  if (request.method === "POST" && request.url === "/refuse") {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const { address } = JSON.parse(body) as { address: string };
      sink.rejectRecipient(address, { code: 421, message: "Mailbox busy, try again later" });
      response.writeHead(204).end();
    });
    return;
  }
  response.writeHead(404).end();
});
server.listen(httpPort, "127.0.0.1");

const stop = () =>
  void Promise.all([sink.close(), new Promise((resolve) => server.close(resolve))]).then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
