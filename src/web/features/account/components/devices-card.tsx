import { Laptop } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { Spinner } from "@/components/ui/spinner";
import { useDevices } from "@/features/auth/api/get-devices";
import { useSignOutDevice } from "@/features/auth/api/sign-out-device";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";

/** Where the member is signed in: each device with its browser, address and last use; the others can be signed out. */
export function DevicesCard() {
  const dates = useDateFormat();
  const { t } = useT();
  const devices = useDevices();
  const signOut = useSignOutDevice();
  const others = devices.data?.filter((device) => !device.current) ?? [];

  return (
    <SectionCard
      title={t("account:devices.title")}
      icon={Laptop}
      contentClassName="grid gap-4"
      description={t("account:devices.description")}
    >
      {devices.isPending ? (
        <Spinner />
      ) : devices.isError ? (
        <p className="text-sm text-loss">{t("account:devices.loadFailed")}</p>
      ) : (
        <ul aria-label={t("account:devices.title")} className="divide-y rounded-lg border">
          {devices.data.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="grid gap-0.5 text-sm">
                <span className="flex items-center gap-2 font-medium">
                  {device.device ?? t("account:devices.unknown")}
                  {device.current && <Badge variant="gain">{t("account:devices.current")}</Badge>}
                </span>
                <span className="text-muted-foreground">
                  {[device.place, device.ip, t("account:devices.lastUsed", { date: dates.dateTime(device.lastSeenAt) })]
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
                  aria-label={t("account:devices.signOutNamed", {
                    device: device.device ?? t("account:devices.unknown"),
                    date: dates.dateTime(device.lastSeenAt),
                  })}
                >
                  {t("account:devices.signOut")}
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
          {t("account:devices.signOutOthers")}
        </Button>
      )}
    </SectionCard>
  );
}
