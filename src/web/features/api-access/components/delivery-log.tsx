import { RotateCw } from "lucide-react";
import { WEBHOOK_EVENT_TYPES, type WebhookMessage } from "@shared/api-access";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useWebhookDeliveries } from "@/features/api-access/api/get-webhook-deliveries";
import { useResendWebhookDelivery } from "@/features/api-access/api/resend-webhook-delivery";
import { EVENT_NAMES } from "@/features/api-access/components/webhook-form";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT, type TranslateFunction } from "@/lib/i18n";

const STATUS = {
  delivered: { label: "account:api.delivered", variant: "gain" },
  pending: { label: "account:api.waiting", variant: "warning" },
  failed: { label: "account:api.failed", variant: "loss" },
} as const;

const eventName = (type: string, t: TranslateFunction): string => {
  const known = WEBHOOK_EVENT_TYPES.find((name) => name === type);
  return known ? t(EVENT_NAMES[known]) : t("account:api.testEvent");
};

function answerOf(message: WebhookMessage, t: TranslateFunction): string {
  if (message.lastStatusCode !== null) return `HTTP ${message.lastStatusCode}`;
  return message.lastError ?? t("account:api.notSent");
}

/** An endpoint's newest deliveries: what, when, its last answer and attempts, and "Send again". */
export function DeliveryLog({ endpointId, canResend }: { endpointId: string; canResend: boolean }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const resend = useResendWebhookDelivery(endpointId);
  const dates = useDateFormat();
  const { t } = useT();
  if (deliveries.isPending) return <Spinner />;
  if (deliveries.isError) return <p className="text-sm text-loss">{t("account:api.logLoadFailed")}</p>;
  if (deliveries.data.length === 0)
    return <p className="text-sm text-muted-foreground">{t("account:api.noDeliveries")}</p>;
  return (
    <ul className="grid gap-2" aria-label={t("account:api.log")}>
      {deliveries.data.map((message) => (
        <li key={message.id} className="flex flex-col gap-2 rounded-md border p-2 text-sm sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
            <Badge variant={STATUS[message.status].variant}>{t(STATUS[message.status].label)}</Badge>
            <span className="font-medium">{eventName(message.eventType, t)}</span>
            <span className="text-xs text-muted-foreground">
              {dates.dateTime(message.lastAttemptAt ?? message.createdAt)} · {answerOf(message, t)} ·{" "}
              {t("account:api.attempts", { count: message.attempts })}
            </span>
          </div>
          {canResend && message.status !== "pending" && (
            <Button
              size="sm"
              variant="ghost"
              className="w-full sm:w-fit"
              pending={resend.isPending && resend.variables === message.id}
              onClick={() => resend.mutate(message.id)}
            >
              <RotateCw aria-hidden />
              {t("account:api.sendAgain")}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
