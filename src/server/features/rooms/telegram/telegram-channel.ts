import { heldSummaryTitle } from "../../../../shared/notification-preferences.js";
import { PAGE_PATHS } from "../../../../shared/pages.js";
import { telegramSignalLevels } from "../../../../shared/telegram.js";
import type { Clock } from "../../../lib/clock.js";
import type { DeliveryChannel } from "../../delivery/delivery-channel.js";
import { linkedAccountSql } from "../rooms.repo.js";
import { queueMemberMessages, queueTelegramNotice, telegramChannelOn } from "./member-messages.js";

/**
 * A Telegram direct message as a delivery channel (docs/decisions/0028-delivery-channels.md): the bot writes to a
 * member who linked an account, on a site where the admin set up the bot (docs/product.md#telegram). A new trade
 * still open is told with its levels.
 */
export function telegramChannel({ clock }: { clock: Clock }): DeliveryChannel {
  return {
    name: "telegram",
    reachable: (users) => linkedAccountSql("telegram", users),
    carries: (db) => telegramChannelOn(db),
    deliver(db, { key, audience, notice, quietNow, message, path, signal }) {
      return queueTelegramNotice(
        { db, clock },
        { audience, notice: { ...notice, channel: "telegram" }, quietNow, key },
        { title: message, lines: signal?.opened ? telegramSignalLevels(signal.position) : [], path },
      );
    },
    async summarize(db, { recipient, held, at }) {
      if (!(await telegramChannelOn(db))) return 0;
      return queueMemberMessages({ db, clock }, [recipient.id], `summary:${at}`, {
        title: heldSummaryTitle(held.length),
        lines: held.map((item) => `• ${item.message}`),
        path: PAGE_PATHS.dashboard,
      });
    },
  };
}
