import { Copy, KeyRound } from "lucide-react";
import { copyText } from "@/lib/copy-text";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}

/** The recovery codes, shown once: each signs in once if the authenticator app is lost. */
export function RecoveryCodes({ codes, onDone, doneLabel = "I have saved them, continue" }: RecoveryCodesProps) {
  const copy = () =>
    copyText(codes.join("\n"), {
      copied: "Recovery codes copied",
      byHand: "select the codes and copy them instead",
    });
  return (
    <div className="grid gap-4">
      <Alert>
        <KeyRound aria-hidden />
        <AlertTitle>Save your recovery codes</AlertTitle>
        <AlertDescription>
          If you lose your phone, each of these codes signs you in once instead of the app. They are shown only now:
          keep them in a password manager or on paper.
        </AlertDescription>
      </Alert>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg border bg-secondary/40 p-4 font-mono"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden />
          Copy codes
        </Button>
        <Button onClick={onDone} className="sm:flex-1">
          {doneLabel}
        </Button>
      </div>
    </div>
  );
}
