import type { ReactElement } from "react";
import type { EmailTopic } from "../../../../shared/email.js";
import type { EmailContext, UnsubscribeFooter } from "./layout.js";

/**
 * Who a message may go to (docs/product.md#email): `account` messages go to any address, even one not verified or
 * refused before; `transactional` ones (billing) to a verified address that takes mail; a topic's messages to those
 * too, unless the member turned the topic off, and always with an unsubscribe link.
 */
export type EmailAudience = "account" | "transactional" | EmailTopic;

/** One message: its audience, subject and body, from its data (`P`, JSON: it waits in the outbox). */
export interface EmailTemplate<P> {
  audience: EmailAudience;
  /**
   * Written in English whatever the recipient's language: a message to the admins, whose screens are English too
   * (docs/decisions/0037-languages.md).
   */
  english?: true;
  subject(props: P, ctx: EmailContext): string;
  body(props: P, ctx: EmailContext, unsubscribe: UnsubscribeFooter | undefined): ReactElement;
}

export const defineEmail = <P>(template: EmailTemplate<P>): EmailTemplate<P> => template;
