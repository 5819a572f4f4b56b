import { CircleExclamationPoint } from "lucide-react";
import { Alert, AlertTitle } from "@/components/ui/alert";

/** A form's own failure (not a field's), above its fields: see `showServerError` in `src/web/lib/forms.ts`. */
export function FormErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <CircleExclamationPoint aria-hidden />
      <AlertTitle>{message}</AlertTitle>
    </Alert>
  );
}
