import { Copy } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { copyText } from "@/lib/copy-text";

/** What the copying says, in the screen's language: the button, its toast, and what to do when copying fails. */
export interface CopyWords {
  button: string;
  copied: string;
  failed: string;
}

/**
 * A text to paste elsewhere (an embed snippet, an alert message), read-only, with a button that copies it. It reads
 * left to right in every language, as links and snippets do.
 */
export function CopyableCode({
  label,
  code,
  className,
  words,
}: {
  label: string;
  code: string;
  className?: string;
  words: CopyWords;
}) {
  const id = useId();
  const copy = () =>
    copyText(code, {
      copied: words.copied,
      failed: words.failed,
    });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden />
          {words.button}
        </Button>
      </div>
      <Textarea
        id={id}
        readOnly
        dir="ltr"
        value={code}
        className={cn("min-h-16 font-mono text-xs", className)}
        onFocus={(event) => event.target.select()}
      />
    </div>
  );
}
