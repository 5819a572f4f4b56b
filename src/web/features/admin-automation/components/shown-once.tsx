import { Copy, KeyRound } from "lucide-react";
import { useId } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { copyText } from "@/lib/copy-text";

/** A secret the server answers once (a webhook address, an API key): shown with a Copy button until dismissed. */
export function ShownOnce({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
  const id = useId();
  const copy = () =>
    copyText(value, { copied: `${label} copied`, failed: "Could not copy: select it and copy it instead" });
  return (
    <Alert variant="success">
      <KeyRound aria-hidden />
      <AlertDescription className="grid gap-2">
        <label htmlFor={id} className="font-semibold">
          {label}: shown only now, copy it
        </label>
        <Input id={id} readOnly value={value} className="font-mono text-xs" onFocus={(e) => e.target.select()} />
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
            <Copy aria-hidden />
            Copy
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            Done
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
