import { createHash } from "node:crypto";
import { formatMemberTime } from "../../../shared/format.js";
import { heldSummaryTitle } from "../../../shared/notification-preferences.js";
import type { Announcement, DeliveryChannel } from "../delivery/delivery-channel.js";
import { withShortWarning } from "../../../shared/risk-warnings.js";
import { currentRiskWarning, getAdminSettings } from "../settings/settings.service.js";
import { pushPayload } from "./push-payload.js";
import { queuePush, queuePushOnMembersClock } from "./push-queue.js";
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
 * the notice now, each message saying when on its member's clock. A new position is pushed only while the admin's
 * "push for new trades" is on (docs/product.md#admin).
 */
export function pushChannel({ appName }: { appName: string }): DeliveryChannel {
  return {
    name: "push",
    reachable: hasDeviceSql,
    async carries(db, { signal }) {
      return !signal?.isNew || (await getAdminSettings({ db })).pushNewTrades;
    },
    async deliver(db, { key, audience, notice, quietNow, message, at, path, urgency, feedId }) {
      // Each push body ends with the risk warning's one line (docs/product.md#risk-warnings).
      const body = withShortWarning(message, await currentRiskWarning({ db }));
      return queuePushOnMembersClock(
        db,
        {
          payload: (timeZone) =>
            pushPayload(appName, body, at, {
              ...(feedId === undefined ? {} : { notificationId: feedId }),
              url: path,
              time: formatMemberTime(at, timeZone),
            }),
          urgency,
          topic: topicOf({ key, feedId, audience }),
          audience,
          preferences: { notice: { ...notice, channel: "push" }, quietNow },
        },
        at,
      );
    },
    async summarize(db, { recipient, held, at }) {
      const body = withShortWarning(heldSummaryTitle(held.length), await currentRiskWarning({ db }));
      return queuePush(
        db,
        {
          payload: pushPayload(appName, body, at, {
            time: formatMemberTime(at, recipient.time_zone),
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
