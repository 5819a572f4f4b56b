import { formatPercent, formatPrice, type Instrument } from "@shared/format";
import { FAR_FROM_ENTRY_PERCENT, type FarPrice } from "@shared/price-sanity";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

interface FarPricesDialogProps {
  /** The prices to confirm; the dialog is open while there are some. */
  far: FarPrice[] | null;
  instrument: Instrument;
  /** "Publish anyway", "Save anyway"… */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** docs/product.md#price-input: a price more than 20% from the entry is sent only once the admin confirms it. */
export function FarPricesDialog({ far, instrument, confirmLabel, onConfirm, onCancel }: FarPricesDialogProps) {
  return (
    <AlertDialog open={far !== null && far.length > 0} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogTitle>Check these prices</AlertDialogTitle>
        <AlertDialogDescription>
          More than {FAR_FROM_ENTRY_PERCENT}% from the entry, which is often a typing slip.
        </AlertDialogDescription>
        <ul className="flex flex-col gap-1 text-sm">
          {far?.map((item) => (
            <li key={item.label} className="flex justify-between gap-3">
              <span>
                {item.label} <span className="tabular font-semibold">{formatPrice(item.price, instrument)}</span>
              </span>
              <span className="tabular text-muted-foreground">{formatPercent(item.percentFromEntry)} away</span>
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel>Go back and fix</AlertDialogCancel>
          <Button onClick={onConfirm}>{confirmLabel}</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * docs/product.md#live-prices: an entry far from the market price, or one the feed cannot check (an instrument it
 * never prices, or has not priced yet), is published only once the admin confirms it.
 */
export function MarketDistanceDialog({
  message,
  onConfirm,
  onCancel,
}: {
  /** What the server said; the dialog is open while there is one. */
  message: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog open={message !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogTitle>Check against the market</AlertDialogTitle>
        <AlertDialogDescription>{message}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Go back and fix</AlertDialogCancel>
          <Button onClick={onConfirm}>Publish anyway</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
