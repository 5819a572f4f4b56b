import { formatDateTime } from "@shared/format";
import { TRADINGVIEW_OPEN_TEMPLATE } from "@shared/alerts";
import type { AlertAnswer, AlertSource, AlertSourceWithUrl } from "@shared/automation";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useRevokeAlertSource } from "@/features/admin-automation/api/revoke-alert-source";
import { useRotateAlertSource } from "@/features/admin-automation/api/rotate-alert-source";
import { useTestAlertSource } from "@/features/admin-automation/api/test-alert-source";
import { useUpdateAlertSource } from "@/features/admin-automation/api/update-alert-source";
import { userFacingMessage } from "@/lib/api-client";

const OUTCOME_WORDS: Partial<Record<AlertAnswer["outcome"], string>> = {
  tested: "The sample arrived and would be accepted. Nothing was published; the alert log shows it as a test.",
};

/** A sample the source could send now: the open template with TradingView's placeholders filled in. */
function sampleAlert(): string {
  const now = new Date().toISOString();
  return TRADINGVIEW_OPEN_TEMPLATE.replaceAll("{{ticker}}", "EURUSD")
    .replaceAll("{{timenow}}", now)
    .replaceAll("{{strategy.order.id}}", `test-${now}`)
    .replaceAll("{{strategy.order.action}}", "buy")
    .replaceAll("{{strategy.order.comment}}", "Test alert")
    .replace('"stop": 0', '"stop": 1.065')
    .replace('"targets": [0]', '"targets": [1.08]')
    .replaceAll("{{close}}", "1.0724");
}

/** One source: how its alerts land, when it last heard one, and its actions (test, publish switch, new address, revoke). */
export function AlertSourceItem({
  source,
  onAddress,
}: {
  source: AlertSource;
  onAddress: (s: AlertSourceWithUrl) => void;
}) {
  const test = useTestAlertSource();
  const update = useUpdateAlertSource();
  const rotate = useRotateAlertSource();
  const revoke = useRevokeAlertSource();
  const live = source.revokedAt === null;
  const setPublishes = () =>
    update.mutate({
      id: source.id,
      body: {
        name: source.name,
        publishes: !source.publishes,
        defaultAssetClass: source.defaultAssetClass,
        maxAgeSeconds: source.maxAgeSeconds,
      },
    });
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{source.name}</span>
        {!live ? (
          <Badge variant="loss">Revoked</Badge>
        ) : source.publishes ? (
          <Badge variant="warning">Publishes at once</Badge>
        ) : (
          <Badge variant="info">Drafts for approval</Badge>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        {source.lastAlertAt ? `Last alert ${formatDateTime(source.lastAlertAt)}` : "No alert yet"}
        {source.defaultAssetClass ? ` · default ${source.defaultAssetClass}` : ""} · refuses alerts older than{" "}
        {source.maxAgeSeconds} s
      </p>
      {live && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            pending={test.isPending}
            onClick={() => test.mutate({ id: source.id, body: sampleAlert() })}
          >
            Send test alert
          </Button>
          <Button size="sm" variant="outline" pending={update.isPending} onClick={setPublishes}>
            {source.publishes ? "Switch to drafts" : "Switch to publishing"}
          </Button>
          <Button
            size="sm"
            variant="outline"
            pending={rotate.isPending}
            onClick={() => rotate.mutate(source.id, { onSuccess: onAddress })}
          >
            New address
          </Button>
          <Button size="sm" variant="destructive" pending={revoke.isPending} onClick={() => revoke.mutate(source.id)}>
            Revoke
          </Button>
        </div>
      )}
      {test.isSuccess && (
        <Alert variant="success">
          <AlertDescription>{OUTCOME_WORDS[test.data.outcome] ?? `Outcome: ${test.data.outcome}`}</AlertDescription>
        </Alert>
      )}
      {test.isError && (
        <Alert variant="destructive">
          <AlertDescription>Refused: {userFacingMessage(test.error, "the sample was not accepted")}</AlertDescription>
        </Alert>
      )}
    </li>
  );
}
