import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";

/** One message as a mail client would read it: the envelope, the headers, and its plain-text and HTML parts. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** Header names lower case, folded lines joined, encoded words decoded. */
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** A refusal the sink answers with, as a real server would: a code and its text. */
interface Refusal {
  code: number;
  message: string;
}

export interface SmtpSink {
  /** What SMTP_URL points at. */
  url: string;
  port: number;
  /** Every message received (none kept when started with `keep: false`). */
  messages: ReceivedMail[];
  /** How many messages each address received, kept either way (a bench counts 10,000 without keeping them). */
  received: Map<string, number>;
  /** Every message to that address, oldest first. */
  to(address: string): ReceivedMail[];
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitForCount(count: number, timeoutMs?: number): Promise<void>;
  /** The next `count` messages are refused with a temporary error (421: try again later). */
  failNext(count: number, refusal?: Refusal): void;
  /** Every message to `address` is refused at RCPT TO, for good (550: no such mailbox). */
  rejectRecipient(address: string, refusal?: Refusal): void;
  /** Messages to `address` are taken again (its owner fixed the mailbox). */
  acceptRecipient(address: string): void;
  close(): Promise<void>;
}

/**
 * A local SMTP server built on `smtp-server`, the protocol nodemailer speaks to any mail server: tests and the
 * browser journeys read what the app sent from here, never from its database.
 */
export async function startSmtpSink(port = 0, { keep = true }: { keep?: boolean } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const received = new Map<string, number>();
  const waiters: (() => void)[] = [];
  let failures: { left: number; refusal: Refusal } = { left: 0, refusal: { code: 421, message: "Try again later" } };
  const rejected = new Map<string, Refusal>();
  const refuse = ({ code, message }: Refusal) => Object.assign(new Error(message), { responseCode: code });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // Closing waits this long for clients (a pooled connection kept open) before it cuts them off.
    closeTimeout: 100,
    size: 1024 * 1024,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const refusal = rejected.get(address.address.toLowerCase());
      callback(refusal ? refuse(refusal) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures.left > 0) {
          failures.left -= 1;
          return callback(refuse(failures.refusal));
        }
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        for (const address of to) received.set(address, (received.get(address) ?? 0) + 1);
        if (keep) {
          const raw = Buffer.concat(chunks).toString("utf8");
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          messages.push({ ...parseMessage(raw), from, to, raw });
        }
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    received,
    to: (address) => messages.filter((message) => message.to.includes(address.toLowerCase())),
    async waitForCount(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      const total = () => [...received.values()].reduce((sum, n) => sum + n, 0);
      while (total() < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the SMTP sink received ${total()} messages, expected ${count}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    failNext(count, refusal = { code: 421, message: "Try again later" }) {
      failures = { left: count, refusal };
    },
    rejectRecipient(address, refusal = { code: 550, message: "No such mailbox here" }) {
      rejected.set(address.toLowerCase(), refusal);
    },
    acceptRecipient(address) {
      rejected.delete(address.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers and body, split at the first empty line; folded header lines joined. */
function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replaceAll("_", " ")),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < source.length; i += 1) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(source[i] ?? "", "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** The text/plain and text/html parts of a message, however deeply nested in multipart entities. */
function parseMessage(raw: string): Pick<ReceivedMail, "headers" | "subject" | "text" | "html"> {
  const { headers, body } = splitEntity(raw);
  const parts = { text: "", html: "" };
  const walk = (entityHeaders: Map<string, string>, entityBody: string) => {
    const type = entityHeaders.get("content-type") ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith("multipart/") && boundary) {
      const sections = entityBody.split(`--${boundary}`).slice(1);
      for (const section of sections) {
        if (section.startsWith("--")) break;
        const part = splitEntity(section.replace(/^\r?\n/, ""));
        walk(part.headers, part.body);
      }
      return;
    }
    const decoded = decodeBody(entityHeaders, entityBody).replace(/\r\n/g, "\n").trimEnd();
    if (type.toLowerCase().startsWith("text/html")) parts.html ||= decoded;
    else if (type.toLowerCase().startsWith("text/plain")) parts.text ||= decoded;
  };
  walk(headers, body);
  return { headers, subject: headers.get("subject") ?? "", ...parts };
}
