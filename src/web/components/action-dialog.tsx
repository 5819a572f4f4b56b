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
import { Spinner } from "@/components/ui/spinner";

interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it, when it has one. */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Opened by a click elsewhere (a request's own button): a stray click outside must not answer it. */
  closeOnOutsideClick?: boolean;
  children: ReactNode;
}

/** A dialog for one action: its title and what it does, then the action's own form or buttons. */
export function ActionDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  closeOnOutsideClick = true,
  children,
}: ActionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent onInteractOutside={closeOnOutsideClick ? undefined : (event) => event.preventDefault()}>
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
      <Button type={onConfirm ? "button" : "submit"} variant={variant} disabled={pending} onClick={onConfirm}>
        {pending && <Spinner />}
        {confirmLabel}
      </Button>
    </DialogFooter>
  );
}
