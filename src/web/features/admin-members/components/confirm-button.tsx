import { useState, type ComponentProps, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";

/** A button for an action that moves money or ends access: it asks first, saying what will happen. */
export function ConfirmButton({
  title,
  description,
  confirmLabel,
  onConfirm,
  children,
  ...button
}: Omit<ComponentProps<typeof Button>, "onClick"> & {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      description={description}
      cancelLabel="Keep it"
      confirmLabel={confirmLabel}
      onConfirm={() => {
        setOpen(false);
        onConfirm();
      }}
    >
      <Button {...button} onClick={() => setOpen(true)}>
        {children}
      </Button>
    </ConfirmDialog>
  );
}
