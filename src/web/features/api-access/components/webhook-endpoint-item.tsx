import { ChevronRight } from "lucide-react";
import { useState } from "react";
import { WEBHOOK_EVENT_NAMES, type WebhookEndpoint, type WebhookEndpointWithSecret } from "@shared/api-access";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { TitledDialog } from "@/components/titled-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useDeleteWebhook } from "@/features/api-access/api/delete-webhook";
import { useEnableWebhook } from "@/features/api-access/api/enable-webhook";
import { useRotateWebhookSecret } from "@/features/api-access/api/rotate-webhook-secret";
import { useSendWebhookTest } from "@/features/api-access/api/send-webhook-test";
import { DeliveryLog } from "@/features/api-access/components/delivery-log";
import { ShownOnce } from "@/features/api-access/components/shown-once";
import { useDateFormat } from "@/lib/display-time-zone";

/** One endpoint: its address, events and state, what can be done with it, and its delivery log. */
export function WebhookEndpointItem({ endpoint, canSend }: { endpoint: WebhookEndpoint; canSend: boolean }) {
  const dates = useDateFormat();
  const [confirming, setConfirming] = useState<"delete" | "rotate" | null>(null);
  const [rotated, setRotated] = useState<WebhookEndpointWithSecret | null>(null);
  const test = useSendWebhookTest(endpoint.id);
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const enable = useEnableWebhook();
  const on = endpoint.disabledAt === null;

  return (
    <li className="grid gap-3 rounded-lg border p-3" aria-label={endpoint.url}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={on ? "gain" : "loss"}>{on ? "On" : "Switched off"}</Badge>
        <span className="min-w-0 font-mono text-sm break-all">{endpoint.url}</span>
      </div>
      <p className="text-xs text-muted-foreground">
        {endpoint.eventTypes.map((type) => WEBHOOK_EVENT_NAMES[type]).join(", ")}
      </p>
      {!on && (
        <p className="text-sm text-loss">
          Switched off {dates.dateTime(endpoint.disabledAt ?? "")}: {endpoint.disabledReason}
        </p>
      )}
      {on && endpoint.failingSince && (
        <p className="text-sm text-warning">Failing since {dates.dateTime(endpoint.failingSince)}: retrying.</p>
      )}
      {endpoint.previousSecretUntil && (
        <p className="text-xs text-muted-foreground">
          After the last rotation, the previous secret signs too until {dates.dateTime(endpoint.previousSecretUntil)}.
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {canSend && on && (
          <Button variant="outline" className="w-full sm:w-fit" pending={test.isPending} onClick={() => test.mutate()}>
            Send test event
          </Button>
        )}
        {canSend && !on && (
          <Button className="w-full sm:w-fit" pending={enable.isPending} onClick={() => enable.mutate(endpoint.id)}>
            Turn on again
          </Button>
        )}
        {canSend && (
          <Button variant="outline" className="w-full sm:w-fit" onClick={() => setConfirming("rotate")}>
            Rotate secret
          </Button>
        )}
        <Button variant="outline" className="w-full sm:w-fit" onClick={() => setConfirming("delete")}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming === "rotate"}
        onOpenChange={(open) => setConfirming(open ? "rotate" : null)}
        title="Rotate the signing secret?"
        description="You get a new secret, shown once. For 24 hours deliveries are signed with both, so you can change your receiver over."
        cancelLabel="Cancel"
        confirmLabel="Rotate"
        pending={rotate.isPending}
        onConfirm={() => rotate.mutate(endpoint.id, { onSuccess: setRotated, onSettled: () => setConfirming(null) })}
      />
      <ConfirmDialog
        open={confirming === "delete"}
        onOpenChange={(open) => setConfirming(open ? "delete" : null)}
        title="Delete this endpoint?"
        description="Nothing more is sent to it, and its delivery log is deleted."
        cancelLabel="Keep it"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(endpoint.id, { onSettled: () => setConfirming(null) })}
      />
      <TitledDialog
        open={rotated !== null}
        onOpenChange={(open) => !open && setRotated(null)}
        title="Your new signing secret"
        description="Put it in your receiver; the old one keeps signing for 24 hours."
      >
        {rotated && <ShownOnce label="Signing secret" value={rotated.secret} />}
      </TitledDialog>
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 text-sm font-medium">
          <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden />
          Delivery log
        </summary>
        <div className="pt-2">
          <DeliveryLog endpointId={endpoint.id} canResend={canSend && on} />
        </div>
      </details>
    </li>
  );
}
