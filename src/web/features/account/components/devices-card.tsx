import { Laptop } from "lucide-react";
import { UNKNOWN_DEVICE_NAME } from "@shared/auth";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { Spinner } from "@/components/ui/spinner";
import { useDevices } from "@/features/auth/api/get-devices";
import { useSignOutDevice } from "@/features/auth/api/sign-out-device";
import { useDateFormat } from "@/lib/display-time-zone";

/** Where the member is signed in: each device with its browser, address and last use; the others can be signed out. */
export function DevicesCard() {
  const dates = useDateFormat();
  const devices = useDevices();
  const signOut = useSignOutDevice();
  const others = devices.data?.filter((device) => !device.current) ?? [];

  return (
    <SectionCard
      title="Signed-in devices"
      icon={Laptop}
      contentClassName="grid gap-4"
      description="A device you do not recognise? Sign it out, then change your password."
    >
      {devices.isPending ? (
        <Spinner />
      ) : devices.isError ? (
        <p className="text-sm text-loss">Could not load your devices.</p>
      ) : (
        <ul aria-label="Signed-in devices" className="divide-y rounded-lg border">
          {devices.data.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="grid gap-0.5 text-sm">
                <span className="flex items-center gap-2 font-medium">
                  {device.device ?? UNKNOWN_DEVICE_NAME}
                  {device.current && <Badge variant="gain">This device</Badge>}
                </span>
                <span className="text-muted-foreground">
                  {[device.place, device.ip, `last used ${dates.dateTime(device.lastSeenAt)}`]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </div>
              {!device.current && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={signOut.isPending}
                  onClick={() => signOut.mutate(device.id)}
                  aria-label={`Sign out ${device.device ?? UNKNOWN_DEVICE_NAME}, last used ${dates.dateTime(device.lastSeenAt)}`}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 1 && (
        <Button
          variant="outline"
          className="w-full sm:w-fit"
          pending={signOut.isPending}
          onClick={() => signOut.mutate("others")}
        >
          Sign out everywhere else
        </Button>
      )}
    </SectionCard>
  );
}
