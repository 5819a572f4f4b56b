import { useId, type ReactNode } from "react";
import { useController } from "react-hook-form";
import { ASSET_CLASSES, DIRECTIONS, RISK_LEVELS, assetClassName } from "@shared/positions";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { PositionForm } from "@/features/admin-positions/hooks/use-position-form";
import { EXIT_CORRECTION_RULE } from "@/features/admin-positions/lib/trade-action-forms";
import type { PositionFormField, PositionFormValues } from "@/features/admin-positions/lib/position-form";
import { cn } from "@/lib/cn";
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

interface InputOptions {
  /** A price: typed as text so a decimal comma gets through (docs/product.md#price-input), with the decimal keypad. */
  price?: boolean;
  placeholder?: string;
  required?: boolean;
  /** Fixed once published: shown, not changed. */
  readOnly?: boolean;
  hint?: ReactNode;
}

/** One text or price box bound to the form, with its error under it. */
export function PositionInputField({
  form,
  field,
  label,
  className,
  price,
  hint,
  ...input
}: FieldProps<TextField> & InputOptions) {
  const id = `${useId()}-${field}`;
  return (
    <FormField id={id} label={label} hint={hint} error={fieldError(form, field)} className={className}>
      <Input
        {...controlProps(form, field, id)}
        inputMode={price ? "decimal" : undefined}
        autoComplete="off"
        className={cn(input.readOnly && "bg-muted/60 text-muted-foreground")}
        {...input}
      />
    </FormField>
  );
}

/** The instrument's name; fixed once the position is published. */
export function AssetField({ form, readOnly }: { form: Form; readOnly: boolean }) {
  return (
    <PositionInputField form={form} field="asset" label="Asset" placeholder="EUR/USD" required readOnly={readOnly} />
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

type ChoiceFieldName = "assetClass" | "direction" | "riskLevel";

/** A select bound to one of the form's fields; `toValue` and `fromValue` translate what Radix can hold. */
function ChoiceField<F extends ChoiceFieldName>({
  form,
  field,
  label,
  choices,
  className,
  toValue = (value) => value,
  fromValue,
  disabled,
}: {
  form: Form;
  field: F;
  label: string;
  choices: Choice[];
  className?: string;
  disabled?: boolean;
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
        <SelectTrigger id={id} disabled={disabled}>
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

interface FixedChoiceProps {
  form: Form;
  className?: string;
  /** Fixed once published (docs/product.md#lifecycle). */
  disabled?: boolean;
}

export function AssetClassField({ form, className, disabled }: FixedChoiceProps) {
  return (
    <ChoiceField
      disabled={disabled}
      form={form}
      field="assetClass"
      label="Asset Class"
      className={className}
      choices={ASSET_CLASSES.map((value) => ({ value, label: assetClassName(value) }))}
      fromValue={(value) => ASSET_CLASSES.find((assetClass) => assetClass === value)}
    />
  );
}

export function DirectionField({ form, className, disabled }: FixedChoiceProps) {
  return (
    <ChoiceField
      disabled={disabled}
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

export function RiskLevelField({ form, allowNone, className, disabled }: FixedChoiceProps & { allowNone: boolean }) {
  const choices = [
    ...(allowNone ? [{ value: NO_RISK, label: "None" }] : []),
    ...RISK_LEVELS.map((value) => ({ value, label: capitalise(value) })),
  ];
  return (
    <ChoiceField
      disabled={disabled}
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

/** Entry, and the current price once there is one to publish; the stop sits with the targets. */
export function PriceLevelFields({ form, fixed }: { form: Form; fixed: boolean }) {
  return (
    <>
      <PositionInputField form={form} field="entryPrice" label="Entry Price" price required readOnly={fixed} />
      <PositionInputField form={form} field="currentPrice" label="Current Price" price />
    </>
  );
}

/** A closed trade's exit, corrected by saving a new one (docs/product.md#lifecycle); absent while it is open. */
export function ExitPriceField({ editor, className }: { editor: PositionForm; className?: string }) {
  if (!editor.exitCorrectable) return null;
  return (
    <PositionInputField
      form={editor.form}
      field="exitPrice"
      label="Exit Price"
      price
      hint={EXIT_CORRECTION_RULE}
      className={className}
    />
  );
}

export function StopLossField({ form, className }: { form: Form; className?: string }) {
  return <PositionInputField form={form} field="stopLoss" label="Stop Loss" price className={className} />;
}
