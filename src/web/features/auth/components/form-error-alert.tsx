import { CircleExclamationPoint } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

interface FormErrorAlertProps {
  message: string | null;
  /** Field messages from the server, listed under the main message. */
  details?: Record<string, string>;
}

export function FormErrorAlert({ message, details = {} }: FormErrorAlertProps) {
  if (!message) return null;
  const lines = Object.values(details).filter((line) => line !== message);
  return (
    <Alert variant="destructive">
      <CircleExclamationPoint aria-hidden />
      <AlertTitle>{message}</AlertTitle>
      {lines.length > 0 && (
        <AlertDescription>
          <ul className="list-disc space-y-0.5 pl-4">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </AlertDescription>
      )}
    </Alert>
  );
}
