import { useId, type ReactNode } from "react";
import { useController } from "react-hook-form";
import {
  ASSET_CLASSES,
  DIRECTIONS,
  POSITION_STATUSES,
  RISK_LEVELS,
  type PositionStatus,
  assetClassName,
} from "@shared/positions";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { PositionForm } from "@/features/admin/hooks/use-position-form";
import { type PositionFormField, type PositionFormValues } from "@/features/admin/lib/position-form";
import { controlProps, fieldError } from "@/lib/forms";

type TextField = {
  [F in PositionFormField]: PositionFormValues[F] extends string ? F : never;
}[PositionFormField];

type Form = PositionForm["form"];

interface FieldProps<F extends PositionFormField> {
  form: Form;
  field: F;
  label: ReactNode;
  className?: string;
}

/** One text or number box bound to the form, with its error under it. */
export function PositionInputField({
  form,
  field,
  label,
  className,
  ...input
}: FieldProps<TextField> & { type?: "text" | "number"; step?: string; placeholder?: string; required?: boolean }) {
  const id = `${useId()}-${field}`;
  return (
    <FormField id={id} label={label} error={fieldError(form, field)} className={className}>
      <Input
        {...controlProps(form, field, id)}
        inputMode={input.type === "number" ? "decimal" : undefined}
        autoComplete="off"
        {...input}
      />
    </FormField>
  );
}

export function CommentaryField({ form, label, className }: Omit<FieldProps<"commentary">, "field">) {
  const id = `${useId()}-commentary`;
  return (
    <FormField id={id} label={label} error={fieldError(form, "commentary")} className={className}>
      <Textarea {...controlProps(form, "commentary", id)} placeholder="Why this trade, what to watch" />
    </FormField>
  );
}

interface Choice {
  value: string;
  label: string;
}

type ChoiceFieldName = "assetClass" | "direction" | "riskLevel" | "status";

/** A select bound to one of the form's fields; `toValue` and `fromValue` translate what Radix can hold. */
function ChoiceField<F extends ChoiceFieldName>({
  form,
  field,
  label,
  choices,
  className,
  toValue = (value) => value,
  fromValue,
}: {
  form: Form;
  field: F;
  label: string;
  choices: Choice[];
  className?: string;
  toValue?: (value: PositionFormValues[F]) => string;
  fromValue: (value: string) => PositionFormValues[F] | undefined;
}) {
  const id = useId();
  const { field: control } = useController({ control: form.control, name: field });
  return (
    <FormField id={id} label={label} className={className}>
      <Select
        value={toValue(control.value)}
        onValueChange={(value) => {
          const chosen = fromValue(value);
          if (chosen !== undefined) control.onChange(chosen);
        }}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function AssetClassField({ form, className }: { form: Form; className?: string }) {
  return (
    <ChoiceField
      form={form}
      field="assetClass"
      label="Asset Class"
      className={className}
      choices={ASSET_CLASSES.map((value) => ({ value, label: assetClassName(value) }))}
      fromValue={(value) => ASSET_CLASSES.find((assetClass) => assetClass === value)}
    />
  );
}

export function DirectionField({ form, className }: { form: Form; className?: string }) {
  return (
    <ChoiceField
      form={form}
      field="direction"
      label="Direction"
      className={className}
      choices={DIRECTIONS.map((value) => ({ value, label: capitalise(value) }))}
      fromValue={(value) => DIRECTIONS.find((direction) => direction === value)}
    />
  );
}

/** Radix selects cannot hold "", so 'None' travels as this value. */
const NO_RISK = "none";

export function RiskLevelField({ form, allowNone, className }: { form: Form; allowNone: boolean; className?: string }) {
  const choices = [
    ...(allowNone ? [{ value: NO_RISK, label: "None" }] : []),
    ...RISK_LEVELS.map((value) => ({ value, label: capitalise(value) })),
  ];
  return (
    <ChoiceField
      form={form}
      field="riskLevel"
      label="Risk Level"
      className={className}
      choices={choices}
      toValue={(value) => value || NO_RISK}
      fromValue={(value) => RISK_LEVELS.find((risk) => risk === value) ?? ""}
    />
  );
}

const STATUS_LABELS: Record<PositionStatus, string> = {
  planning: "Planning (draft)",
  active: "Active",
  closed: "Closed",
};

/** docs/product.md#drafts: all three statuses; a published position cannot go back to draft, so editing hides it then. */
export function StatusField({ form, className, published }: { form: Form; className?: string; published: boolean }) {
  const statuses = POSITION_STATUSES.filter((status) => !(published && status === "planning"));
  return (
    <ChoiceField
      form={form}
      field="status"
      label="Status"
      className={className}
      choices={statuses.map((value) => ({ value, label: STATUS_LABELS[value] }))}
      fromValue={(value) => POSITION_STATUSES.find((status) => status === value)}
    />
  );
}

/** Entry, current, target and stop, in the caller's grid; `step` is the editor's price step. */
export function PriceLevelFields({ form, step }: { form: Form; step: string }) {
  return (
    <>
      <PositionInputField form={form} field="entryPrice" label="Entry Price" type="number" step={step} required />
      <PositionInputField form={form} field="currentPrice" label="Current Price" type="number" step={step} />
      <PositionInputField form={form} field="targetPrice" label="Target Price" type="number" step={step} />
      <PositionInputField form={form} field="stopLoss" label="Stop Loss" type="number" step={step} />
    </>
  );
}

/**
 * A closed position's exit price, shown only while the status is Closed ("contents" joins the caller's grid). Its
 * P&L is worked out from it (docs/product.md#results), never typed.
 */
export function ResultFields({ form, step, className }: { form: Form; step: string; className: string }) {
  if (form.watch("status") !== "closed") return null;
  return (
    <div className={className}>
      <PositionInputField form={form} field="exitPrice" label="Exit Price" type="number" step={step} />
    </div>
  );
}
