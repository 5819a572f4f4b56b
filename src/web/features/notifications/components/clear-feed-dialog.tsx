import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { useClearNotifications } from "@/features/notifications/api/clear-notifications";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Clear" asks first (docs/product.md#notifications): the feed goes on every device, read or not. */
export function ClearFeedDialog({ open, onOpenChange }: Props) {
  const clear = useClearNotifications();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogTitle>Clear all notifications?</AlertDialogTitle>
        <AlertDialogDescription>
          Every notification leaves your feed on all your devices, read or not. This cannot be undone.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogConfirm
            onClick={() => {
              clear.mutate(undefined);
              onOpenChange(false);
            }}
          >
            Clear notifications
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
