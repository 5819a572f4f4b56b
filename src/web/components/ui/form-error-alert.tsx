import { CircleExclamationPoint } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

/**
 * A form's own failure (not a field's), above its fields: see `showServerError` in `src/web/lib/forms.ts`. It comes
 * into view and takes focus when it appears, so on a phone, where the form's top is scrolled away, the button does
 * not look as if it did nothing. `action` is a way on (a link), shown under the message.
 */
export function FormErrorAlert({ message, action }: { message: string | null; action?: ReactNode }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) alert.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={alert} variant="destructive" tabIndex={-1} className="scroll-mt-24 outline-none">
      <CircleExclamationPoint aria-hidden />
      <AlertTitle>{message}</AlertTitle>
      {action && <AlertDescription>{action}</AlertDescription>}
    </Alert>
  );
}
