import { RefreshCw } from "lucide-react";
import type { RoomAction } from "@shared/telegram";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useDateFormat } from "@/lib/display-time-zone";

/** What a room's checks did, latest first, with the button that runs the reconciler now (Telegram and Discord). */
export function RoomActions({
  title,
  listLabel,
  actions,
  reconcile,
}: {
  title: string;
  listLabel: string;
  actions: RoomAction[];
  reconcile: { isPending: boolean; mutate: () => void };
}) {
  const dates = useDateFormat();
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium">{title}</h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={reconcile.isPending}
          onClick={() => reconcile.mutate()}
        >
          {reconcile.isPending ? <Spinner /> : <RefreshCw aria-hidden />}
          Reconcile now
        </Button>
      </div>
      {actions.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing yet.</p>
      ) : (
        <ul className="grid max-h-56 gap-1 overflow-y-auto text-sm" aria-label={listLabel} tabIndex={0}>
          {actions.slice(0, 15).map((action, index) => (
            <li
              key={`${action.at}-${index}`}
              className="flex flex-col gap-0.5 border-b pb-1 last:border-0 sm:flex-row sm:gap-2"
            >
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{dates.dateTime(action.at)}</span>
              <span className="break-words">
                <span className="font-medium">{action.action}</span>
                {action.externalId ? ` ${action.externalId}` : ""}: {action.detail}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
