import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useT } from "@/lib/i18n";

/** A token or secret the server answers once: shown in full with a copy button, and a word that it will not return. */
export function ShownOnce({ label, value }: { label: string; value: string }) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="grid gap-2">
      <Alert variant="warning">
        <AlertDescription>{t("account:api.shownOnce")}</AlertDescription>
      </Alert>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code dir="ltr" aria-label={label} className="rounded-md border bg-muted px-3 py-2 font-mono text-xs break-all">
          {value}
        </code>
        <Button type="button" variant="outline" className="w-full shrink-0 sm:w-fit" onClick={copy}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t("account:api.copied") : t("account:api.copy")}
        </Button>
      </div>
    </div>
  );
}
