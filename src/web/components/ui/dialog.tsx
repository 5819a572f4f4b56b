import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { styled } from "@/components/ui/styled";
import { cn } from "@/lib/cn";

/** The dimmed backdrop behind every modal: a dialog, the menu's sheet, a confirmation. */
export const MODAL_OVERLAY = "fixed inset-0 z-50 bg-black/70 backdrop-blur-[2px] data-[state=open]:animate-fade-in";

interface CornerClose {
  label: string;
  /** Where it sits in the corner. */
  className: string;
  iconClassName?: string;
}

/** A dialog's panel over the dimmed page, with its × in the top right corner: a 44 px target. */
export function ModalPanel({
  close,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { close: CornerClose }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={MODAL_OVERLAY} />
      <DialogPrimitive.Content {...props}>
        {children}
        <DialogPrimitive.Close
          aria-label={close.label}
          className={cn(
            "absolute inline-flex size-11 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground",
            close.className,
          )}
        >
          <X className={close.iconClassName ?? "size-4"} aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  closeLabel,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  /** The corner ×'s name, in the page's language. */
  closeLabel: string;
}) {
  return (
    <ModalPanel
      className={cn(
        "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-popover p-6 text-popover-foreground shadow-card data-[state=open]:animate-zoom-in",
        className,
      )}
      close={{ label: closeLabel, className: "top-2 right-2" }}
      {...props}
    />
  );
}

export const DialogHeader = styled("div", "flex flex-col gap-1.5 pr-8");

export const DialogFooter = styled("div", "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end");

export const DialogTitle = styled(DialogPrimitive.Title, "text-lg font-semibold");

export const DialogDescription = styled(DialogPrimitive.Description, "text-sm text-muted-foreground");
