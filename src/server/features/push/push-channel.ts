import { createHash } from "node:crypto";
import { formatMemberTime } from "../../../shared/format.js";
import { DEFAULT_LANGUAGE } from "../../../shared/i18n/languages.js";
import { serverTranslator } from "../../lib/i18n.js";
import type { Announcement, DeliveryChannel } from "../delivery/delivery-channel.js";
import { announcementLine, heldSummaryTitle } from "../delivery/notify-texts.js";
import { withShortWarning } from "../../../shared/risk-warnings.js";
import { currentRiskWarning, currentRiskWarnings, getAdminSettings } from "../settings/settings.service.js";
import { pushPayload, pushTexts } from "./push-payload.js";
import { queuePush, queuePushToReaders } from "./push-queue.js";
import { hasDeviceSql } from "./push-queue.repo.js";

/**
 * A push service's Topic: at most 32 URL-safe characters, the same for a repeat of the same notification, so a delivery
 * repeated after a crash replaces the first on the device. A feed item's is its id; each side of a release is its own
 * push (a member is on one side only), under a topic of its own.
 */
const topicOf = ({ key, feedId, audience }: Pick<Announcement, "key" | "feedId" | "audience">) =>
  feedId === undefined ? hashed("t", key) : `n${feedId}${audience.tier === "late" ? "l" : ""}`;
const hashed = (prefix: string, text: string) =>
  `${prefix}${createHash("sha256").update(text).digest("base64url").slice(0, 31)}`;

/**
 * Push as a delivery channel (docs/decisions/0028-delivery-channels.md): one job per device of the members who want
 * the notice now, each message saying when on its member's clock, in their language. A new position is pushed only while the admin's
 * "push for new trades" is on (docs/product.md#admin).
 */
export function pushChannel({ appName }: { appName: string }): DeliveryChannel {
  return {
    name: "push",
    reachable: hasDeviceSql,
    async carries(db, { signal }) {
      return !signal?.isNew || (await getAdminSettings({ db })).pushNewTrades;
    },
    async deliver(db, announcement) {
      const { key, audience, notice, quietNow, at, path, urgency, feedId } = announcement;
      // Each push body ends with the risk warning's one line in its reader's language (docs/product.md#risk-warnings).
      const warning = await currentRiskWarnings({ db });
      return queuePushToReaders(
        db,
        {
          payload: ({ timeZone, language, t }) =>
            pushPayload(
              pushTexts(t, appName),
              withShortWarning(announcementLine(t, language, announcement), warning(language)),
              at,
              {
                ...(feedId === undefined ? {} : { notificationId: feedId }),
                url: path,
                time: formatMemberTime(at, timeZone, language),
              },
            ),
          urgency,
          topic: topicOf({ key, feedId, audience }),
          audience,
          preferences: { notice: { ...notice, channel: "push" }, quietNow },
        },
        at,
      );
    },
    async summarize(db, { recipient, held, at }) {
      const language = recipient.language ?? DEFAULT_LANGUAGE;
      const t = await serverTranslator(language);
      const body = withShortWarning(heldSummaryTitle(t, held.length), await currentRiskWarning({ db }, language));
      return queuePush(
        db,
        {
          payload: pushPayload(pushTexts(t, appName), body, at, {
            time: formatMemberTime(at, recipient.time_zone, language),
          }),
          urgency: "normal",
          topic: hashed("s", `${recipient.id} ${at}`),
          audience: { kind: "member", userId: recipient.id },
        },
        at,
      );
    },
  };
}
