import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { useT } from "@/lib/i18n";

interface TitledDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when it has one. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Opened by a click elsewhere (a request's own button): a stray click outside must not answer it. */
  closeOnOutsideClick?: boolean;
  /** The dialog's size, when its content needs more room than a form. */
  className?: string;
  /** The corner ×'s name: the page's language's word unless given (the admin's screens, which stay English). */
  closeLabel?: string;
  children: ReactNode;
}

/** A dialog with its title and a line on what it is for, then its content: an action's form, a chart. */
export function TitledDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  closeOnOutsideClick = true,
  className,
  closeLabel,
  children,
}: TitledDialogProps) {
  const { t } = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        className={className}
        closeLabel={closeLabel ?? t("app:controls.close")}
        onInteractOutside={closeOnOutsideClick ? undefined : (event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

interface DialogActionsProps {
  cancelLabel: string;
  confirmLabel: string;
  /** While the action runs, the confirming button waits and spins. */
  pending: boolean;
  variant?: ButtonProps["variant"];
  /** Without it the confirming button submits the dialog's form. */
  onConfirm?: () => void;
}

/** A dialog's way back (closes it) and the button that goes ahead. */
export function DialogActions({ cancelLabel, confirmLabel, pending, variant, onConfirm }: DialogActionsProps) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="ghost">{cancelLabel}</Button>
      </DialogClose>
      <Button type={onConfirm ? "button" : "submit"} variant={variant} pending={pending} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </DialogFooter>
  );
}
