import { cn } from "@/lib/cn";
import { useConnectionState } from "@/features/notifications/lib/connection-store";
import { useT } from "@/lib/i18n";

/**
 * The live connection's indicator: Live, Connecting (the first attempt, or the planned retry after a drop) or
 * Offline. Only Live is coloured; waiting is no alarm (the error banner speaks for real failures).
 */
export function LiveStatus({ className }: { className?: string }) {
  const { t } = useT();
  const { connected, waiting } = useConnectionState();
  const label = connected
    ? t("positions:live.live")
    : waiting === "connecting"
      ? t("positions:live.connecting")
      : t("positions:live.offline");
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-semibold",
        connected ? "border-gain/30 bg-gain/10 text-gain" : "border-border bg-muted text-muted-foreground",
        className,
      )}
    >
      <span
        aria-hidden
        className={cn(
          "size-2 rounded-full",
          connected ? "animate-pulse bg-gain" : "bg-muted-foreground",
          waiting === "connecting" && "animate-pulse",
        )}
      />
      {label}
    </span>
  );
}
