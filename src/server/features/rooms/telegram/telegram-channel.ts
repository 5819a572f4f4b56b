import { DEFAULT_LANGUAGE } from "../../../../shared/i18n/languages.js";
import { PAGE_PATHS } from "../../../../shared/pages.js";
import type { Clock } from "../../../lib/clock.js";
import { serverTranslator } from "../../../lib/i18n.js";
import type { DeliveryChannel } from "../../delivery/delivery-channel.js";
import { announcementLine, heldSummaryTitle, signalLevels } from "../../delivery/notify-texts.js";
import { linkedAccountSql } from "../rooms.repo.js";
import { queueMemberMessages, queueTelegramNotice, telegramChannelOn } from "./member-messages.js";

/**
 * A Telegram direct message as a delivery channel (docs/decisions/0028-delivery-channels.md): the bot writes to a
 * member who linked an account, on a site where the admin set up the bot (docs/product.md#telegram). A new trade
 * still open is told with its levels. Each is written in its member's language.
 */
export function telegramChannel({ clock }: { clock: Clock }): DeliveryChannel {
  return {
    name: "telegram",
    reachable: (users) => linkedAccountSql("telegram", users),
    carries: (db) => telegramChannelOn(db),
    deliver(db, announcement) {
      const { key, audience, notice, quietNow, path, signal } = announcement;
      return queueTelegramNotice(
        { db, clock },
        { audience, notice: { ...notice, channel: "telegram" }, quietNow, key },
        (t, language) => ({
          title: announcementLine(t, language, announcement),
          lines: signal?.opened ? signalLevels(t, language, signal.position) : [],
          path,
        }),
      );
    },
    async summarize(db, { recipient, held, at }) {
      if (!(await telegramChannelOn(db))) return 0;
      const language = recipient.language ?? DEFAULT_LANGUAGE;
      const t = await serverTranslator(language);
      return queueMemberMessages({ db, clock }, [recipient.id], `summary:${at}`, {
        title: heldSummaryTitle(t, held.length),
        lines: held.map((item) => `• ${item.message}`),
        path: PAGE_PATHS.dashboard,
        language,
      });
    },
  };
}
