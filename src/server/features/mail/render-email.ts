import type { EmailTopic } from "../../../shared/email.js";
import { DEFAULT_LANGUAGE, type Language } from "../../../shared/i18n/languages.js";
import { PAGE_PATHS } from "../../../shared/pages.js";
import { serverTranslator } from "../../lib/i18n.js";
import { isEmailKind, templateOf } from "./email-catalog.js";
import type { EmailTemplate } from "./templates/email-template.js";
import type { EmailContext, RenderContext } from "./templates/layout.js";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on an optional message. */
  headers: Record<string, string>;
}

/**
 * The plain-text part read as a person would write it: a heading in its own case, one line per detail row with
 * "Label: value".
 */
const TEXT_OPTIONS = {
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "tr", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: "td.detail-label", format: "inlineSurround", options: { suffix: ": " } },
  ],
};

/** What an unsubscribe link turns off, in the footer's words. */
const TOPIC_NAMES = {
  signals: "email:topics.signals",
  reminders: "email:topics.reminders",
  record: "email:topics.record",
  summaries: "email:topics.summaries",
} as const satisfies Record<EmailTopic, string>;

/** A message is written in its recipient's language (null: not chosen, English); an admin's message in English. */
async function contextFor(ctx: RenderContext, template: EmailTemplate<unknown>, language: Language | null) {
  const written = template.english ? DEFAULT_LANGUAGE : (language ?? DEFAULT_LANGUAGE);
  const context: EmailContext = { ...ctx, language: written, t: await serverTranslator(written) };
  return context;
}

/** Stands for the member's token while a message is rendered once for everyone who gets it. */
const TOKEN_SLOT = "unsubscribe-token-slot";
/** Distinct messages kept rendered: one signal to 10,000 members is rendered once, not 10,000 times. */
const CACHE_SIZE = 64;

export class UnknownEmailKindError extends Error {
  override name = "UnknownEmailKindError";
}

/**
 * Renders stored messages: subject, responsive HTML and its plain-text part, with the product name and support
 * address from configuration, in the recipient's language. A message shared by many members (same kind, data and
 * language) is rendered once and each copy gets its own unsubscribe link.
 */
export function createEmailRenderer(ctx: RenderContext) {
  const cache = new Map<string, Promise<Omit<RenderedEmail, "headers">>>();

  const renderShared = (kind: string, propsJson: string, language: Language | null) => {
    const key = `${kind}\n${language ?? ""}\n${propsJson}`;
    let rendered = cache.get(key);
    if (rendered) {
      cache.delete(key);
      cache.set(key, rendered);
      return rendered;
    }
    rendered = renderTemplate(kind, propsJson, language);
    rendered.catch(() => cache.delete(key));
    cache.set(key, rendered);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value ?? key);
    return rendered;
  };

  async function renderTemplate(
    kind: string,
    propsJson: string,
    language: Language | null,
  ): Promise<Omit<RenderedEmail, "headers">> {
    if (!isEmailKind(kind)) throw new UnknownEmailKindError(`no template "${kind}"`);
    const template = templateOf(kind);
    const context = await contextFor(ctx, template, language);
    const props: unknown = JSON.parse(propsJson);
    const topic = topicOf(kind);
    const unsubscribe = topic
      ? {
          url: `${ctx.publicUrl}${PAGE_PATHS.unsubscribe}?token=${TOKEN_SLOT}`,
          topicName: context.t(TOPIC_NAMES[topic]),
        }
      : undefined;
    // Loaded with the first message rendered (Prettier and html-to-text come with it), not at the server's start.
    const { render, toPlainText } = await import("@react-email/render");
    const html = await render(template.body(props, context, unsubscribe));
    return { subject: template.subject(props, context), html, text: toPlainText(html, TEXT_OPTIONS) };
  }

  /**
   * `unsubscribeToken`: the recipient's own, put in the links of an optional message; `language`: theirs as it is when
   * the message is sent (null: not chosen, English).
   */
  return async function renderEmail(
    kind: string,
    propsJson: string,
    unsubscribeToken: string | null,
    language: Language | null = null,
  ): Promise<RenderedEmail> {
    const shared = await renderShared(kind, propsJson, language);
    const topic = isEmailKind(kind) ? topicOf(kind) : null;
    if (!topic) return { ...shared, headers: {} };
    const token = unsubscribeToken ?? "";
    return {
      subject: shared.subject,
      html: shared.html.replaceAll(TOKEN_SLOT, token),
      text: shared.text.replaceAll(TOKEN_SLOT, token),
      headers: {
        "List-Unsubscribe": `<${ctx.publicUrl}/api/email/unsubscribe?token=${token}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    };
  };
}

export type EmailRenderer = ReturnType<typeof createEmailRenderer>;

/** The topic a member may turn off, for an optional message; null for account and billing messages. */
export function topicOf(kind: string): EmailTopic | null {
  if (!isEmailKind(kind)) return null;
  const audience = templateOf(kind).audience;
  return audience === "account" || audience === "transactional" ? null : audience;
}

/** A stored message's subject without rendering its body; null when its content is no longer kept. */
export async function subjectOf(
  kind: string,
  propsJson: string,
  ctx: RenderContext,
  language: Language | null,
): Promise<string | null> {
  if (!isEmailKind(kind) || propsJson === "{}") return null;
  const template = templateOf(kind);
  const context = await contextFor(ctx, template, language);
  try {
    return template.subject(JSON.parse(propsJson), context);
  } catch {
    return null;
  }
}
