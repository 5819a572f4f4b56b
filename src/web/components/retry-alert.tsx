import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";

/** Something failed to load: what, and a Retry that asks again (showing it is busy while it does). */
export function RetryAlert({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useT();
  return (
    <Alert variant="destructive">
      <AlertDescription className="flex flex-col items-start gap-3">
        {message}
        <Button variant="outline" size="sm" pending={retrying} onClick={onRetry}>
          {t("app:controls.retry")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
