import { formatUtcDateTimeIn } from "../../../../shared/format.js";
import { PAGE_PATHS } from "../../../../shared/pages.js";
import { defineEmail, type EmailAudience } from "./email-template.js";
import { Action, EmailLayout, Paragraph } from "./layout.js";

/** A published head of the track record's chain: the newest event's sequence and link hash, and when. */
interface RecordHead {
  sequence: number;
  hash: string;
  at: string;
}

/**
 * docs/product.md#track-record: a new head of the track record's chain, so its readers hold a copy outside the
 * provider's database that anyone can check the record against later. Administrators always receive it; members
 * once they turn it on, with a link to turn it off.
 */
const recordHeadEmail = (audience: EmailAudience) =>
  defineEmail<RecordHead>({
    audience,
    ...(audience === "account" ? { english: true as const } : {}),
    subject: (p, ctx) => `${ctx.appName}: ${ctx.t("email:recordHead.subject", { sequence: p.sequence })}`,
    body: ({ sequence, hash, at }, ctx, unsubscribe) => (
      <EmailLayout
        ctx={ctx}
        preview={ctx.t("email:recordHead.preview", { sequence, hash })}
        heading={ctx.t("email:recordHead.heading")}
        unsubscribe={unsubscribe}
      >
        <Paragraph>
          {ctx.t("email:recordHead.body", { time: formatUtcDateTimeIn(ctx.language, at), sequence, hash })}
        </Paragraph>
        <Paragraph>
          {ctx.t("email:recordHead.keep")} npm run verify-record -- {ctx.publicUrl}
          /api/public/track-record/export --head {sequence}:{hash}
        </Paragraph>
        <Action href={`${ctx.publicUrl}${PAGE_PATHS.trackRecord}`}>{ctx.t("email:recordHead.action")}</Action>
      </EmailLayout>
    ),
  });

export const recordHead = recordHeadEmail("account");
export const recordHeadForMember = recordHeadEmail("record");
