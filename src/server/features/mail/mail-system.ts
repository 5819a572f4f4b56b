import { randomBytes } from "node:crypto";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import type { JobHandler } from "../../lib/jobs/job-queue.js";
import type { Logger } from "../../lib/logger.js";
import { emailDelivery } from "./email-delivery.js";
import { storedSigningSecret } from "./recipients.repo.js";
import { createEmailRenderer, type EmailRenderer } from "./render-email.js";
import { createSmtpTransport, type MailTransport } from "./smtp-transport.js";
import type { RenderContext } from "./templates/layout.js";

/** Email's sending side, as the app runs it. */
export interface MailSystem {
  render: EmailRenderer;
  /** The secret unsubscribe links are signed with: stored once, shared by every instance. */
  signingSecret(): Promise<string>;
  /**
   * The job queue's handler that sends email through SMTP_URL; absent without it, when messages wait (their jobs
   * too) for the development mail viewer (only a test deployment may run so: config.ts).
   */
  delivery: JobHandler | undefined;
  /** Closes the connections to the mail server (after the job queue stopped). */
  close(): void;
}

export interface MailSystemOptions {
  db: Db;
  clock: Clock;
  log: Pick<Logger, "warn" | "error" | "info">;
  smtpUrl: string | undefined;
  from: string;
  context: RenderContext;
  /** Another way to the mail server than SMTP_URL (tests). */
  transport?: MailTransport;
}

export function createMailSystem(options: MailSystemOptions): MailSystem {
  const { db, clock } = options;
  const render = createEmailRenderer(options.context);
  let secret: Promise<string> | undefined;
  const signingSecret = () =>
    (secret ??= storedSigningSecret(db, randomBytes(32).toString("base64url"), clock.now().toISOString()).catch(
      (error: unknown) => {
        secret = undefined;
        throw error;
      },
    ));
  const transport =
    options.transport ?? (options.smtpUrl ? createSmtpTransport(options.smtpUrl, options.from) : undefined);
  const delivery = transport
    ? emailDelivery({ db, clock, transport, render, signingSecret, log: options.log })
    : undefined;
  return { render, signingSecret, delivery, close: () => transport?.close() };
}
