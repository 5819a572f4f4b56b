import { AlertTriangle } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useConnectionState } from "@/features/notifications/lib/connection-store";

/**
 * 'Notification Connection Error:' and what went wrong, when an attempt to connect failed while the browser is
 * online. Waiting for the network (the offline notice says so) or for a planned retry is not shown here.
 */
export function ConnectionErrorBanner() {
  const { connected, error } = useConnectionState();
  if (connected || !error) return null;
  return (
    <Alert variant="warning">
      <AlertTriangle aria-hidden />
      <AlertDescription>
        <span className="font-semibold">Notification Connection Error:</span> {error}
      </AlertDescription>
    </Alert>
  );
}
