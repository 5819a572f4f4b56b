import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { ModalPanel } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";

/** A dialog that slides in from the end edge (the right, the left in a right-to-left language): the mobile menu. */
export const Sheet = DialogPrimitive.Root;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

export function SheetContent({
  className,
  closeLabel,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  /** The close button's name, in the page's language. */
  closeLabel: string;
}) {
  return (
    <ModalPanel
      className={cn(
        "fixed inset-y-0 end-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto border-s bg-popover text-popover-foreground shadow-card data-[state=open]:animate-slide-in-right rtl:data-[state=open]:animate-slide-in-left",
        "pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] ltr:pr-[env(safe-area-inset-right)] rtl:pl-[env(safe-area-inset-left)]",
        className,
      )}
      close={{
        label: closeLabel,
        className:
          "top-[calc(env(safe-area-inset-top)+0.5rem)] ltr:right-[calc(env(safe-area-inset-right)+0.5rem)] rtl:left-[calc(env(safe-area-inset-left)+0.5rem)]",
        iconClassName: "size-5",
      }}
      {...props}
    />
  );
}
