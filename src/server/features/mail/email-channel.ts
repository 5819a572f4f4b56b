import { riskWarningAt } from "../../../shared/risk-warnings.js";
import { DEFAULT_LANGUAGE } from "../../../shared/i18n/languages.js";
import type { Clock } from "../../lib/clock.js";
import type { DeliveryChannel } from "../delivery/delivery-channel.js";
import { listRecipients } from "../delivery/delivery-channel.js";
import { currentRiskWarning, currentRiskWarnings } from "../settings/settings.service.js";
import { verifiedAddressSql } from "./recipients.repo.js";
import { queueHeldSummaryEmail, queueSignalEmails } from "./signal-email.js";

/**
 * Email as a delivery channel (docs/decisions/0028-delivery-channels.md): a position's signals and steps, and the
 * summary that ends quiet hours, queued in the outbox in the notification's transaction. It reaches a verified address
 * only (docs/product.md#accounts). Insights are not emailed: an email tells a position, with its levels.
 */
export function emailChannel({ clock }: { clock: Clock }): DeliveryChannel {
  return {
    name: "email",
    reachable: verifiedAddressSql,
    carries: (_db, announcement) => Promise.resolve(announcement.signal !== undefined),
    async deliver(db, { signal, audience, notice, quietNow, message, words, at }) {
      if (!signal) return 0;
      const now = clock.now();
      const recipients = await listRecipients(
        db,
        { audience, notice: { ...notice, channel: "email" }, quietNow, now: now.toISOString() },
        verifiedAddressSql,
      );
      if (recipients.length === 0) return 0;
      const warnings = await currentRiskWarnings({ db });
      await queueSignalEmails(
        db,
        recipients,
        {
          message,
          words: words ?? null,
          recordNumber: signal.recordNumber,
          at,
          position: signal.position,
          opened: signal.opened,
          riskWarning: (language) => riskWarningAt(warnings(language), "signalEmail"),
        },
        now,
      );
      return recipients.length;
    },
    async summarize(db, { recipient, held, at }) {
      const language = recipient.language ?? DEFAULT_LANGUAGE;
      const riskWarning = riskWarningAt(await currentRiskWarning({ db }, language), "signalEmail");
      await queueHeldSummaryEmail(db, recipient, held, riskWarning, new Date(at));
      return 1;
    },
  };
}
