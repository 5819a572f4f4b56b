import { ConfirmDialog } from "@/components/confirm-dialog";
import { useClearNotifications } from "@/features/notifications/api/clear-notifications";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Clear" asks first (docs/product.md#notifications): the feed goes on every device, read or not. */
export function ClearFeedDialog({ open, onOpenChange }: Props) {
  const clear = useClearNotifications();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Clear all notifications?"
      description="Every notification leaves your feed on all your devices, read or not. This cannot be undone."
      cancelLabel="Cancel"
      confirmLabel="Clear notifications"
      onConfirm={() => {
        clear.mutate(undefined);
        onOpenChange(false);
      }}
    />
  );
}
