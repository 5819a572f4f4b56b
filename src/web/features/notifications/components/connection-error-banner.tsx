import { AlertTriangle } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { useConnectionState } from "@/features/notifications/lib/connection-store";

/** 'Notification Connection Error:' and what went wrong, while the live connection is down. */
export function ConnectionErrorBanner() {
  const { connected, error } = useConnectionState();
  if (connected || !error) return null;
  return (
    <Alert variant="destructive">
      <AlertTriangle aria-hidden />
      <AlertDescription>
        <span className="font-semibold">Notification Connection Error:</span> {error}
      </AlertDescription>
    </Alert>
  );
}
