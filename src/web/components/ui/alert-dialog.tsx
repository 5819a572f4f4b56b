import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { buttonVariants } from "@/components/ui/button";
import { MODAL_OVERLAY } from "@/components/ui/dialog";
import { styled } from "@/components/ui/styled";
import { cn } from "@/lib/cn";

export const AlertDialog = AlertDialogPrimitive.Root;

export function AlertDialogContent({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={MODAL_OVERLAY} />
      <AlertDialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-popover p-6 text-popover-foreground shadow-card data-[state=open]:animate-zoom-in",
          className,
        )}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogTitle = styled(AlertDialogPrimitive.Title, "text-lg font-semibold");

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export const AlertDialogFooter = styled("div", "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end");

export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return <AlertDialogPrimitive.Cancel className={cn(buttonVariants({ variant: "outline" }), className)} {...props} />;
}

/** The confirming button; it does not close the dialog by itself, so the caller can wait for the request. */
export function AlertDialogConfirm({ className, ...props }: ComponentProps<"button">) {
  return <button type="button" className={cn(buttonVariants({ variant: "destructive" }), className)} {...props} />;
}
