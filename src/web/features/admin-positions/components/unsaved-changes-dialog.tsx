import { ConfirmDialog } from "@/components/confirm-dialog";
import type { UnsavedChangesDialogProps } from "@/lib/use-unsaved-changes";

/** Asks before unsaved changes are thrown away (`useUnsavedChanges`); staying is the default answer. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onStay()}
      title="Discard unsaved changes?"
      description="Your changes have not been saved yet."
      cancelLabel="Keep editing"
      confirmLabel="Discard changes"
      onConfirm={onLeave}
    />
  );
}
