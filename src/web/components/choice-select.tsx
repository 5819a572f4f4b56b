import { useId, type ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/cn";

/** A listbox item cannot have an empty value, so the "none" item travels as this and means "". */
const NONE = "all";

interface ChoiceSelectProps<T extends string> {
  id: string;
  value: T | "";
  choices: readonly (readonly [value: T, text: ReactNode])[];
  /** Called with one of the choices, or "" for the noneLabel item: never with a value it does not list. */
  onChange: (value: T | "") => void;
  /** An item before the choices that stands for "" (no filter, no trailing stop). */
  noneLabel?: string;
  disabled?: boolean;
}

/** A listbox of fixed choices, each a value and its text. */
export function ChoiceSelect<T extends string>({
  id,
  value,
  choices,
  onChange,
  noneLabel,
  disabled,
}: ChoiceSelectProps<T>) {
  return (
    <Select
      value={noneLabel === undefined ? value : value || NONE}
      onValueChange={(picked) => onChange(choices.find(([choice]) => choice === picked)?.[0] ?? "")}
    >
      <SelectTrigger id={id} disabled={disabled}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {noneLabel !== undefined && <SelectItem value={NONE}>{noneLabel}</SelectItem>}
        {choices.map(([choice, text]) => (
          <SelectItem key={choice} value={choice}>
            {text}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** A filter's label above its control, in a search bar's grid. */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** A filter that is a choice: its label above its listbox. */
export function ChoiceFilter<T extends string>({
  label,
  ...select
}: Omit<ChoiceSelectProps<T>, "id"> & { label: string }) {
  const id = useId();
  return (
    <FilterField id={id} label={label}>
      <ChoiceSelect id={id} {...select} />
    </FilterField>
  );
}
