import { WifiOff } from "lucide-react";
import { useOnlineStatus } from "@/lib/use-online-status";
import { useT } from "@/lib/i18n";

/**
 * The app's one offline notice: what is on screen stays, the live connection waits for the network, and nothing
 * else reports the wait as an error.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const { t } = useT();
  return (
    <div role="status" className={online ? "sr-only" : "border-b bg-muted"}>
      {!online && (
        <p className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-2 text-sm md:px-6">
          <WifiOff aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span>{t("site:offline")}</span>
        </p>
      )}
    </div>
  );
}
