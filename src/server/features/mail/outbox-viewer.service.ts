import {
  EMAIL_DELIVERY_MESSAGES,
  type OutboxList,
  type OutboxMessage,
  type RenderedEmailView,
} from "../../../shared/email.js";
import type { Language } from "../../../shared/i18n/languages.js";
import type { Db } from "../../db/database.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import { EMAIL_KIND_NAMES, isEmailKind } from "./email-catalog.js";
import { findOutboxEmail, listRecentOutboxEmails, type OutboxEmail } from "./outbox.repo.js";
import { recipientLanguages } from "./recipients.repo.js";
import { subjectOf, topicOf, type EmailRenderer } from "./render-email.js";
import type { RenderContext } from "./templates/layout.js";
import { signUnsubscribeToken } from "./unsubscribe-token.js";

/** The development mail viewer (docs/operations.md#email): only where the local checkout may run too. */
export interface OutboxViewerDeps {
  db: Db;
  render: EmailRenderer;
  context: RenderContext;
  signingSecret: () => Promise<string>;
  /** A test deployment (config.testDeployment); anywhere else the viewer answers 404. */
  allowed: boolean;
  smtp: boolean;
}

const VIEWER_PAGE = 100;

function assertAllowed(deps: OutboxViewerDeps) {
  if (!deps.allowed) throw new AppError("not_found", adminOnlyText(EMAIL_DELIVERY_MESSAGES.viewerOnTestDeployments));
}

const kept = (row: OutboxEmail) => row.props !== "{}" || row.body !== "";

async function toMessage(
  row: OutboxEmail,
  ctx: RenderContext,
  languages: Map<string, Language>,
): Promise<OutboxMessage> {
  return {
    id: row.id,
    to: row.recipient,
    subject:
      row.subject ||
      (await subjectOf(row.kind, row.props, ctx, row.user_id ? (languages.get(row.user_id) ?? null) : null)) ||
      (isEmailKind(row.kind) ? EMAIL_KIND_NAMES[row.kind] : row.kind),
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    viewable: kept(row),
  };
}

/** The newest messages of the outbox, whatever their state. */
export async function listOutboxMessages(deps: OutboxViewerDeps): Promise<OutboxList> {
  assertAllowed(deps);
  const rows = await listRecentOutboxEmails(deps.db, VIEWER_PAGE);
  // Shown as each recipient gets it: in their language as it is now, as it would be sent now.
  const languages = await recipientLanguages(deps.db, [...new Set(rows.flatMap((row) => row.user_id ?? []))]);
  const messages = await Promise.all(rows.map((row) => toMessage(row, deps.context, languages)));
  return { smtp: deps.smtp, messages };
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** One message as its recipient gets it: subject, headers, HTML and plain text. */
export async function renderOutboxMessage(deps: OutboxViewerDeps, id: string): Promise<RenderedEmailView> {
  assertAllowed(deps);
  const row = await findOutboxEmail(deps.db, id);
  if (!row || !kept(row)) throw new AppError("not_found", adminOnlyText(EMAIL_DELIVERY_MESSAGES.messageNotFound));
  if (row.body !== "") {
    // A message from before templates: its plain text is all there is.
    return { subject: row.subject, text: row.body, html: `<pre>${escapeHtml(row.body)}</pre>`, headers: {} };
  }
  const topic = topicOf(row.kind);
  const token = topic && row.user_id ? signUnsubscribeToken(await deps.signingSecret(), row.user_id, topic) : null;
  const language = row.user_id ? ((await recipientLanguages(deps.db, [row.user_id])).get(row.user_id) ?? null) : null;
  return deps.render(row.kind, row.props, token, language);
}
