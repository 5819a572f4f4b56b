import { AlertTriangle } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useConnectionState } from "@/features/notifications/lib/connection-store";
import { useT } from "@/lib/i18n";

/**
 * 'Notification Connection Error:' and what went wrong (named by the connection, worded here), when an attempt to
 * connect failed while the browser is online. Waiting for the network (the offline notice says so) or for a planned
 * retry is not shown here.
 */
export function ConnectionErrorBanner() {
  const { t } = useT();
  const { connected, error } = useConnectionState();
  if (connected || !error) return null;
  return (
    <Alert variant="warning">
      <AlertTriangle aria-hidden />
      <AlertDescription>
        <span className="font-semibold">{t("positions:live.connectionError")}</span> {t(error)}
      </AlertDescription>
    </Alert>
  );
}
