import { WifiOff } from "lucide-react";
import { useOnlineStatus } from "@/lib/use-online-status";

/** The app's offline state: what is on screen stays, and the banner says why nothing new arrives. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    <div role="status" className={online ? "sr-only" : "border-b border-warning/40 bg-warning/10"}>
      {!online && (
        <p className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-2 text-sm md:px-6">
          <WifiOff aria-hidden className="size-4 shrink-0 text-warning" />
          <span>
            <span className="font-semibold">You are offline.</span> Showing what was last loaded; new signals arrive
            when the connection is back.
          </span>
        </p>
      )}
    </div>
  );
}
