import { Alert, AlertDescription } from "@/components/ui/alert";

/**
 * Says which data could not load, so a "—" or an empty list is never mistaken for a real figure. The error itself
 * is logged where the query fails.
 */
export function LoadFailures({ failures }: { failures: (string | false)[] }) {
  const messages = failures.filter((failure): failure is string => failure !== false);
  if (messages.length === 0) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>{messages.join(". ")}. Reload the page to try again.</AlertDescription>
    </Alert>
  );
}
