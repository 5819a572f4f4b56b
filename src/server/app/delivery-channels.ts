import { emailChannel } from "../features/mail/email-channel.js";
import { createDeliveries, type Deliveries } from "../features/notifications/deliveries.js";
import { pushChannel } from "../features/push/push-channel.js";
import { telegramChannel } from "../features/rooms/telegram/telegram-channel.js";
import { webhookChannel } from "../features/webhooks/webhook-channel.js";
import type { Clock } from "../lib/clock.js";

/**
 * The delivery channels, registered once (docs/decisions/0028-delivery-channels.md): the notifier, the quiet-hours
 * summaries and the insights reach members through these and know none by name. A new channel is one line here.
 */
export function registeredDeliveries({ appName, clock }: { appName: string; clock: Clock }): Deliveries {
  return createDeliveries([
    pushChannel({ appName }),
    emailChannel({ clock }),
    telegramChannel({ clock }),
    webhookChannel({ clock }),
  ]);
}
