import { render, toPlainText } from "@react-email/render";
import { EMAIL_TOPIC_NAMES, type EmailTopic } from "../../../shared/email.js";
import { PAGE_PATHS } from "../../../shared/pages.js";
import { isEmailKind, templateOf } from "./email-catalog.js";
import type { RenderContext } from "./templates/layout.js";

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

/** Stands for the member's token while a message is rendered once for everyone who gets it. */
const TOKEN_SLOT = "unsubscribe-token-slot";
/** Distinct messages kept rendered: one signal to 10,000 members is rendered once, not 10,000 times. */
const CACHE_SIZE = 64;

export class UnknownEmailKindError extends Error {
  override name = "UnknownEmailKindError";
}

/**
 * Renders stored messages: subject, responsive HTML and its plain-text part, with the product name and support
 * address from configuration. A message shared by many members (same kind and data) is rendered once and each
 * copy gets its own unsubscribe link.
 */
export function createEmailRenderer(ctx: RenderContext) {
  const cache = new Map<string, Promise<Omit<RenderedEmail, "headers">>>();

  const renderShared = (kind: string, propsJson: string) => {
    const key = `${kind}\n${propsJson}`;
    let rendered = cache.get(key);
    if (rendered) {
      cache.delete(key);
      cache.set(key, rendered);
      return rendered;
    }
    rendered = renderTemplate(kind, propsJson);
    rendered.catch(() => cache.delete(key));
    cache.set(key, rendered);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value ?? key);
    return rendered;
  };

  async function renderTemplate(kind: string, propsJson: string): Promise<Omit<RenderedEmail, "headers">> {
    if (!isEmailKind(kind)) throw new UnknownEmailKindError(`no template "${kind}"`);
    const template = templateOf(kind);
    const props: unknown = JSON.parse(propsJson);
    const topic = topicOf(kind);
    const unsubscribe = topic
      ? { url: `${ctx.publicUrl}${PAGE_PATHS.unsubscribe}?token=${TOKEN_SLOT}`, topicName: EMAIL_TOPIC_NAMES[topic] }
      : undefined;
    const html = await render(template.body(props, ctx, unsubscribe));
    return { subject: template.subject(props, ctx), html, text: toPlainText(html, TEXT_OPTIONS) };
  }

  /** `unsubscribeToken`: the recipient's own, put in the links of an optional message. */
  return async function renderEmail(
    kind: string,
    propsJson: string,
    unsubscribeToken: string | null,
  ): Promise<RenderedEmail> {
    const shared = await renderShared(kind, propsJson);
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
export function subjectOf(kind: string, propsJson: string, ctx: RenderContext): string | null {
  if (!isEmailKind(kind) || propsJson === "{}") return null;
  try {
    return templateOf(kind).subject(JSON.parse(propsJson), ctx);
  } catch {
    return null;
  }
}
