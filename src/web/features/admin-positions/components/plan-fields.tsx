import { Clock, Lock, Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { useFieldArray } from "react-hook-form";
import { formatCountdown } from "@shared/format";
import { TARGETS_MAX } from "@shared/trade-lifecycle";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PositionInputField } from "@/features/admin-positions/components/position-fields";
import type { PositionForm } from "@/features/admin-positions/hooks/use-position-form";
import { defaultTargetShares, sharesComplete, sharesTotal } from "@/features/admin-positions/lib/target-shares";
import { cn } from "@/lib/cn";
import { controlProps, fieldError } from "@/lib/forms";

type Form = PositionForm["form"];

/**
 * docs/product.md#track-record: above a published position's form, how long its plan may still be corrected,
 * counting down; once it may not, why its plan fields are read-only. Asset and direction are fixed from publication.
 */
export function CorrectionNotice({ editor, className }: { editor: PositionForm; className?: string }) {
  if (!editor.published) return null;
  if (editor.correctionLeftMs !== null) {
    return (
      <p className={cn("flex items-start gap-2 text-sm", className)}>
        <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>
          <span className="font-medium tabular-nums">
            Corrections allowed for {formatCountdown(editor.correctionLeftMs)}
          </span>
          <span className="block text-muted-foreground">
            The entry, entry zone, risk level and targets&apos; shares can still be corrected; members see the
            correction with its time. Asset and direction are fixed.
          </span>
        </span>
      </p>
    );
  }
  return (
    <p className={cn("flex items-start gap-2 text-sm text-muted-foreground", className)}>
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        The plan is fixed: its correction window has passed or the trade has moved on. Use the trade&apos;s actions to
        move the stop or a target, add a note, close or void it.
      </span>
    </p>
  );
}

/**
 * docs/product.md#targets: the optional entry zone around the entry. Hidden behind one button until wanted; fixed
 * (shown, not changed) once published.
 */
export function EntryZoneFields({ form, fixed }: { form: Form; fixed: boolean }) {
  const values = form.watch(["entryZoneLow", "entryZoneHigh"]);
  const [shown, setShown] = useState(values.some((value) => value.trim() !== ""));
  if (!shown) {
    if (fixed) return null;
    return (
      <Button variant="outline" size="sm" className="col-span-full justify-self-start" onClick={() => setShown(true)}>
        <Plus aria-hidden />
        Add entry zone
      </Button>
    );
  }
  const clear = () => {
    for (const field of ["entryZoneLow", "entryZoneHigh"] as const) form.setValue(field, "", { shouldDirty: true });
    setShown(false);
  };
  return (
    <fieldset className="col-span-full grid grid-cols-2 gap-3">
      <legend className="mb-2 flex w-full items-center justify-between text-sm font-medium">
        Entry zone
        {!fixed && (
          <Button variant="ghost" size="sm" onClick={clear}>
            Remove zone
          </Button>
        )}
      </legend>
      <PositionInputField form={form} field="entryZoneLow" label="Zone low" price readOnly={fixed} />
      <PositionInputField form={form} field="entryZoneHigh" label="Zone high" price readOnly={fixed} />
    </fieldset>
  );
}

/**
 * docs/product.md#targets: TP1 (nearest the entry) to TP5, each with the share of the position it closes. One target
 * takes 100%; adding or removing one shares the position again (50/30/20 for three), and the running total says
 * whether the shares add up to 100. Once published the number of targets and their shares are fixed: only prices move.
 */
export function TargetsField({ form, fixed }: { form: Form; fixed: boolean }) {
  const id = useId();
  const { fields, replace } = useFieldArray({ control: form.control, name: "targets" });
  const rows = form.watch("targets");
  const total = sharesTotal(rows.map((row) => row.share));
  const errors = form.formState.errors.targets;
  const listError = errors?.root?.message ?? errors?.message ?? null;

  const reshare = (prices: string[]) =>
    replace(
      defaultTargetShares(prices.length).map((share, index) => ({ price: prices[index] ?? "", share: String(share) })),
    );
  const prices = rows.map((row) => row.price);
  if (fixed && rows.length === 1 && rows[0]?.price.trim() === "") {
    return <p className="col-span-full text-sm text-muted-foreground">Published without a target.</p>;
  }

  return (
    <fieldset className="col-span-full flex flex-col gap-3" aria-describedby={`${id}-total`}>
      <legend className="sr-only">Targets</legend>
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const name = `TP${index + 1}`;
          const shareId = `${id}-share-${index}`;
          return (
            <li key={field.id} className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-start gap-2">
              <PositionTargetPrice form={form} index={index} label={name} />
              <FormField id={shareId} label="Share (%)" error={fieldError(form, `targets.${index}.share`)}>
                <Input
                  {...controlProps(form, `targets.${index}.share`, shareId)}
                  aria-label={`${name} share (%)`}
                  inputMode="numeric"
                  autoComplete="off"
                  readOnly={fixed}
                  className={cn(fixed && "bg-muted/60 text-muted-foreground")}
                />
              </FormField>
              {!fixed && fields.length > 1 ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-7"
                  aria-label={`Remove ${name}`}
                  onClick={() => reshare(prices.filter((_, other) => other !== index))}
                >
                  <X aria-hidden />
                </Button>
              ) : (
                <span className="w-0" />
              )}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          id={`${id}-total`}
          aria-live="polite"
          className={cn("text-sm", sharesComplete(total) ? "text-muted-foreground" : "font-medium text-loss")}
        >
          Shares add up to {total}%{sharesComplete(total) ? "" : " (they must add up to 100%)"}
        </p>
        {!fixed && fields.length < TARGETS_MAX && (
          <Button variant="outline" size="sm" onClick={() => reshare([...prices, ""])}>
            <Plus aria-hidden />
            Add TP{fields.length + 1}
          </Button>
        )}
      </div>
      {listError && <p className="text-sm text-loss">{listError}</p>}
    </fieldset>
  );
}

function PositionTargetPrice({ form, index, label }: { form: Form; index: number; label: string }) {
  const id = `${useId()}-target-${index}`;
  return (
    <FormField id={id} label={`${label} price`} error={fieldError(form, `targets.${index}.price`)}>
      <Input {...controlProps(form, `targets.${index}.price`, id)} inputMode="decimal" autoComplete="off" />
    </FormField>
  );
}
