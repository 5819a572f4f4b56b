import { useId, useState, type ReactNode } from "react";
import { useController, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { Position } from "@shared/positions";
import type { TradeEventInput } from "@shared/trade-lifecycle";
import { ChoiceSelect } from "@/components/choice-select";
import { TitledDialog } from "@/components/titled-dialog";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { FarPricesDialog } from "@/features/admin-positions/components/far-prices-dialog";
import type { TradeAction } from "@/features/admin-positions/hooks/use-trade-action";
import { controlProps, fieldError, formError } from "@/lib/forms";

interface TradeActionButtonProps {
  position: Position;
  /** The button's words and icon. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** The action's form, mounted while the dialog is open; `close` once it is recorded. */
  children: (close: () => void) => ReactNode;
}

/** One trade action's button and its dialog. */
export function TradeActionButton({ position, trigger, title, description, children }: TradeActionButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <TitledDialog
      closeLabel="Close"
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="relative h-10 px-2 before:absolute before:inset-x-0 before:-inset-y-0.5 before:content-['']"
        >
          {trigger}
        </Button>
      }
      title={
        <>
          {title} · {position.asset}
        </>
      }
      description={description}
    >
      {children(() => setOpen(false))}
    </TitledDialog>
  );
}

interface TradeActionFormProps<V extends FieldValues> {
  action: TradeAction<V>;
  position: Position;
  confirmLabel: string;
  destructive?: boolean;
  children: ReactNode;
}

/** The action's boxes, the server's refusal above them, Cancel and the action; far prices asked about first. */
export function TradeActionForm<V extends FieldValues>({
  action,
  position,
  confirmLabel,
  destructive,
  children,
}: TradeActionFormProps<V>) {
  return (
    <form noValidate className="grid gap-4" onSubmit={action.submit}>
      <FormErrorAlert message={formError(action.form)} />
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={action.isSaving}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          type="submit"
          variant={destructive ? "destructive" : "default"}
          pending={action.isSaving}
          aria-busy={action.isSaving || undefined}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
      <FarPricesDialog
        far={action.pending?.far ?? null}
        instrument={position}
        confirmLabel="Send anyway"
        onConfirm={action.confirmPending}
        onCancel={action.cancelPending}
      />
    </form>
  );
}

type ActionForm<V extends FieldValues> = UseFormReturn<V, unknown, TradeEventInput>;

interface ActionFieldProps<V extends FieldValues> {
  form: ActionForm<V>;
  name: Path<V>;
  label: string;
  hint?: ReactNode;
  /** A price or a share: the decimal keypad, a decimal comma read as a point (docs/product.md#price-input). */
  numeric?: boolean;
  placeholder?: string;
}

export function ActionTextField<V extends FieldValues>({
  form,
  name,
  label,
  hint,
  numeric,
  placeholder,
}: ActionFieldProps<V>) {
  const id = `${useId()}-${name}`;
  return (
    <FormField id={id} label={label} hint={hint} error={fieldError(form, name)}>
      <Input
        {...controlProps(form, name, id)}
        inputMode={numeric ? "decimal" : undefined}
        autoComplete="off"
        placeholder={placeholder}
      />
    </FormField>
  );
}

export function ActionTextArea<V extends FieldValues>({ form, name, label, hint, placeholder }: ActionFieldProps<V>) {
  const id = `${useId()}-${name}`;
  return (
    <FormField id={id} label={label} hint={hint} error={fieldError(form, name)}>
      <Textarea {...controlProps(form, name, id)} placeholder={placeholder} />
    </FormField>
  );
}

export function ActionChoiceField<V extends FieldValues>({
  form,
  name,
  label,
  choices,
}: {
  form: ActionForm<V>;
  name: Path<V>;
  label: string;
  choices: readonly (readonly [value: string, text: string])[];
}) {
  const id = useId();
  const { field } = useController({ control: form.control, name });
  return (
    <FormField id={id} label={label} error={fieldError(form, name)}>
      <ChoiceSelect id={id} value={String(field.value)} choices={choices} onChange={field.onChange} />
    </FormField>
  );
}
