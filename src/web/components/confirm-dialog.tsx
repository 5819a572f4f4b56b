import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Spinner } from "@/components/ui/spinner";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What will happen, in the words the person confirms. */
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Runs on the confirming button; the dialog stays open until the caller closes it (it may wait for the request). */
  onConfirm: () => void;
  /** While the confirmed request runs, both buttons wait and the confirming one spins. */
  pending?: boolean;
  /** What opens it (a button beside the dialog), when the caller does not open it itself. */
  children?: ReactNode;
}

/** Asks before something that cannot be undone: a title, what happens, a way back and the one that goes ahead. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  pending = false,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {children}
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogConfirm disabled={pending} onClick={onConfirm}>
            {pending && <Spinner />}
            {confirmLabel}
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
