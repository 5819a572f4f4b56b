import type { ReactElement } from "react";
import type { EmailTopic } from "../../../../shared/email.js";
import type { RenderContext, UnsubscribeFooter } from "./layout.js";

/**
 * Who a message may go to (docs/product.md#email): `account` messages go to any address, even one not verified or
 * refused before; `transactional` ones (billing) to a verified address that takes mail; a topic's messages to those
 * too, unless the member turned the topic off, and always with an unsubscribe link.
 */
export type EmailAudience = "account" | "transactional" | EmailTopic;

/** One message: its audience, subject and body, from its data (`P`, JSON: it waits in the outbox). */
export interface EmailTemplate<P> {
  audience: EmailAudience;
  subject(props: P, ctx: RenderContext): string;
  body(props: P, ctx: RenderContext, unsubscribe: UnsubscribeFooter | undefined): ReactElement;
}

export const defineEmail = <P>(template: EmailTemplate<P>): EmailTemplate<P> => template;
