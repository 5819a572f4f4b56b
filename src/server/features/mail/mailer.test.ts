import type { AddressInfo } from "node:net";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../test/support/test-database.js";
import { createMailer } from "./mailer.js";
import { listOutboxEmails } from "./outbox.repo.js";

describe("mailer", () => {
  let database: TestDatabase;
  let server: SMTPServer | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
    await database.cleanup();
  });

  it("sends through SMTP_URL and keeps no body in the outbox once delivered", async () => {
    database = await createTestDatabase("sqlite");
    const received: string[] = [];
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      onData(stream, _session, done) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;

    const mailer = createMailer(
      database.handle.db,
      { smtpUrl: `smtp://127.0.0.1:${port}`, from: "SignalDesk <no-reply@example.com>" },
      pino({ level: "silent" }),
    );
    await mailer.send({
      to: "ann@example.com",
      subject: "Hello",
      text: "Body text with https://x.test/reset?token=t0k",
    });

    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Subject: Hello");
    expect(received[0]).toContain("Body text");
    const [kept] = await listOutboxEmails(database.handle.db, "ann@example.com");
    expect(kept).toMatchObject({ subject: "Hello", body: "", sent_at: expect.any(String) });
  });

  it("without SMTP keeps the email in the outbox, unsent, and logs its id and recipient but never its body", async () => {
    database = await createTestDatabase("sqlite");
    const lines: string[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer(database.handle.db, { smtpUrl: undefined, from: "x@example.com" }, log);
    await mailer.send({ to: "bo@example.com", subject: "Hi", text: "Open https://x.test/reset-password?token=s3cr3t" });
    const [kept] = await listOutboxEmails(database.handle.db, "bo@example.com");
    expect(kept).toMatchObject({
      subject: "Hi",
      body: "Open https://x.test/reset-password?token=s3cr3t",
      sent_at: null,
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ outboxId: kept?.id, to: "bo@example.com" });
    expect(lines.join("")).not.toContain("s3cr3t");
  });
});
