import { Copy } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { copyText } from "@/lib/copy-text";

/** A text to paste elsewhere (an embed snippet, an alert message), read-only, with a button that copies it. */
export function CopyableCode({ label, code, className }: { label: string; code: string; className?: string }) {
  const id = useId();
  const copy = () => copyText(code, { copied: `${label} copied`, byHand: "select the text and copy it instead" });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy
        </Button>
      </div>
      <Textarea
        id={id}
        readOnly
        value={code}
        className={cn("min-h-16 font-mono text-xs", className)}
        onFocus={(event) => event.target.select()}
      />
    </div>
  );
}
