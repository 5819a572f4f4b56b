import { ChevronRight } from "lucide-react";
import { useState } from "react";
import type { WebhookEndpoint, WebhookEndpointWithSecret } from "@shared/api-access";
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
import { EVENT_NAMES } from "@/features/api-access/components/webhook-form";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";

/** One endpoint: its address, events and state, what can be done with it, and its delivery log. */
export function WebhookEndpointItem({ endpoint, canSend }: { endpoint: WebhookEndpoint; canSend: boolean }) {
  const dates = useDateFormat();
  const { t } = useT();
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
        <Badge variant={on ? "gain" : "loss"}>{on ? t("account:twoStep.on") : t("account:api.switchedOff")}</Badge>
        <span dir="ltr" className="min-w-0 font-mono text-sm break-all">
          {endpoint.url}
        </span>
      </div>
      <p className="text-xs text-muted-foreground">
        {endpoint.eventTypes.map((type) => t(EVENT_NAMES[type])).join(t("account:api.listSeparator"))}
      </p>
      {!on && (
        <p className="text-sm text-loss">
          {t("account:api.switchedOffOn", { date: dates.dateTime(endpoint.disabledAt ?? "") })}:{" "}
          {endpoint.disabledReason}
        </p>
      )}
      {on && endpoint.failingSince && (
        <p className="text-sm text-warning">
          {t("account:api.failingSince", { date: dates.dateTime(endpoint.failingSince) })}
        </p>
      )}
      {endpoint.previousSecretUntil && (
        <p className="text-xs text-muted-foreground">
          {t("account:api.previousSecret", { date: dates.dateTime(endpoint.previousSecretUntil) })}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {canSend && on && (
          <Button variant="outline" className="w-full sm:w-fit" pending={test.isPending} onClick={() => test.mutate()}>
            {t("account:api.sendTest")}
          </Button>
        )}
        {canSend && !on && (
          <Button className="w-full sm:w-fit" pending={enable.isPending} onClick={() => enable.mutate(endpoint.id)}>
            {t("account:api.turnOnAgain")}
          </Button>
        )}
        {canSend && (
          <Button variant="outline" className="w-full sm:w-fit" onClick={() => setConfirming("rotate")}>
            {t("account:api.rotateSecret")}
          </Button>
        )}
        <Button variant="outline" className="w-full sm:w-fit" onClick={() => setConfirming("delete")}>
          {t("account:api.delete")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming === "rotate"}
        onOpenChange={(open) => setConfirming(open ? "rotate" : null)}
        title={t("account:api.rotateTitle")}
        description={t("account:api.rotateDescription")}
        cancelLabel={t("auth:common.cancel")}
        confirmLabel={t("account:api.rotate")}
        pending={rotate.isPending}
        onConfirm={() => rotate.mutate(endpoint.id, { onSuccess: setRotated, onSettled: () => setConfirming(null) })}
      />
      <ConfirmDialog
        open={confirming === "delete"}
        onOpenChange={(open) => setConfirming(open ? "delete" : null)}
        title={t("account:api.deleteTitle")}
        description={t("account:api.deleteDescription")}
        cancelLabel={t("account:api.keep")}
        confirmLabel={t("account:api.delete")}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(endpoint.id, { onSettled: () => setConfirming(null) })}
      />
      <TitledDialog
        open={rotated !== null}
        onOpenChange={(open) => !open && setRotated(null)}
        title={t("account:api.newSecret")}
        description={t("account:api.newSecretDescription")}
      >
        {rotated && <ShownOnce label={t("account:api.secret")} value={rotated.secret} />}
      </TitledDialog>
      <details className="group">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 text-sm font-medium">
          <ChevronRight className="size-4 transition-transform group-open:rotate-90 rtl:-scale-x-100" aria-hidden />
          {t("account:api.log")}
        </summary>
        <div className="pt-2">
          <DeliveryLog endpointId={endpoint.id} canResend={canSend && on} />
        </div>
      </details>
    </li>
  );
}
