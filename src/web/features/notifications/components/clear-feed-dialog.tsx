import { ConfirmDialog } from "@/components/confirm-dialog";
import { useClearNotifications } from "@/features/notifications/api/clear-notifications";
import { useT } from "@/lib/i18n";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Clear" asks first (docs/product.md#notifications): the feed goes on every device, read or not. */
export function ClearFeedDialog({ open, onOpenChange }: Props) {
  const { t } = useT();
  const clear = useClearNotifications();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("positions:feed.clearTitle")}
      description={t("positions:feed.clearText")}
      cancelLabel={t("positions:feed.cancel")}
      confirmLabel={t("positions:feed.clearConfirm")}
      onConfirm={() => {
        clear.mutate(undefined);
        onOpenChange(false);
      }}
    />
  );
}
