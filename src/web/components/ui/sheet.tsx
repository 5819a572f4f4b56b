import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { ModalPanel } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";

/** A dialog that slides in from the right edge: the mobile menu. */
export const Sheet = DialogPrimitive.Root;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

export function SheetContent({ className, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <ModalPanel
      className={cn(
        "fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col overflow-y-auto border-l bg-popover text-popover-foreground shadow-card data-[state=open]:animate-slide-in-right",
        "pt-[env(safe-area-inset-top)] pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)]",
        className,
      )}
      close={{
        label: "Close menu",
        className: "top-[calc(env(safe-area-inset-top)+0.5rem)] right-[calc(env(safe-area-inset-right)+0.5rem)]",
        iconClassName: "size-5",
      }}
      {...props}
    />
  );
}
