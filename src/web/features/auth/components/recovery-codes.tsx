import { Copy, KeyRound } from "lucide-react";
import { copyText } from "@/lib/copy-text";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";

interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}

/** The recovery codes, shown once: each signs in once if the authenticator app is lost. */
export function RecoveryCodes({ codes, onDone, doneLabel }: RecoveryCodesProps) {
  const { t } = useT();
  const copy = () =>
    copyText(codes.join("\n"), {
      copied: t("auth:recovery.copied"),
      failed: t("auth:recovery.copyFailed"),
    });
  return (
    <div className="grid gap-4">
      <Alert>
        <KeyRound aria-hidden />
        <AlertTitle>{t("auth:recovery.title")}</AlertTitle>
        <AlertDescription>{t("auth:recovery.text")}</AlertDescription>
      </Alert>
      <ol
        aria-label={t("auth:recovery.label")}
        dir="ltr"
        className="grid grid-cols-2 gap-2 rounded-lg border bg-secondary/40 p-4 font-mono"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden />
          {t("auth:recovery.copy")}
        </Button>
        <Button onClick={onDone} className="sm:flex-1">
          {doneLabel ?? t("auth:recovery.done")}
        </Button>
      </div>
    </div>
  );
}
