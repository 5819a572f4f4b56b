import { RotateCw } from "lucide-react";
import { WEBHOOK_EVENT_NAMES, WEBHOOK_EVENT_TYPES, type WebhookMessage } from "@shared/api-access";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useWebhookDeliveries } from "@/features/api-access/api/get-webhook-deliveries";
import { useResendWebhookDelivery } from "@/features/api-access/api/resend-webhook-delivery";
import { useDateFormat } from "@/lib/display-time-zone";

const STATUS = {
  delivered: { label: "Delivered", variant: "gain" },
  pending: { label: "Waiting", variant: "warning" },
  failed: { label: "Failed", variant: "loss" },
} as const;

const eventName = (type: string): string => {
  const known = WEBHOOK_EVENT_TYPES.find((name) => name === type);
  return known ? WEBHOOK_EVENT_NAMES[known] : "Test event";
};

function answerOf(message: WebhookMessage): string {
  if (message.lastStatusCode !== null) return `HTTP ${message.lastStatusCode}`;
  return message.lastError ?? "not sent yet";
}

/** An endpoint's newest deliveries: what, when, its last answer and attempts, and "Send again". */
export function DeliveryLog({ endpointId, canResend }: { endpointId: string; canResend: boolean }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const resend = useResendWebhookDelivery(endpointId);
  const dates = useDateFormat();
  if (deliveries.isPending) return <Spinner />;
  if (deliveries.isError) return <p className="text-sm text-loss">Could not load the delivery log.</p>;
  if (deliveries.data.length === 0) return <p className="text-sm text-muted-foreground">No deliveries yet.</p>;
  return (
    <ul className="grid gap-2" aria-label="Delivery log">
      {deliveries.data.map((message) => (
        <li key={message.id} className="flex flex-col gap-2 rounded-md border p-2 text-sm sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
            <Badge variant={STATUS[message.status].variant}>{STATUS[message.status].label}</Badge>
            <span className="font-medium">{eventName(message.eventType)}</span>
            <span className="text-xs text-muted-foreground">
              {dates.dateTime(message.lastAttemptAt ?? message.createdAt)} · {answerOf(message)} ·{" "}
              {message.attempts === 1 ? "1 attempt" : `${message.attempts} attempts`}
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
              Send again
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
