import { toast } from "sonner";
import type { AdminSettings } from "@shared/admin-settings";
import { SectionCard } from "@/components/section-card";
import { Skeleton } from "@/components/ui/skeleton";
import { SwitchRow } from "@/components/ui/switch-row";
import { useAdminSettings } from "@/features/admin-settings/api/get-admin-settings";
import { useUpdateAdminSettings } from "@/features/admin-settings/api/update-admin-settings";

type Switch = { [K in keyof AdminSettings]: AdminSettings[K] extends boolean ? K : never }[keyof AdminSettings];

const TOGGLES: { key: Switch; label: string; description: string }[] = [
  {
    key: "pushNewTrades",
    label: "Push notifications for new trades",
    description: "Members get a browser push when a position is published.",
  },
  {
    key: "emailNewSubscribers",
    label: "Email me about new subscribers",
    description: "Every admin gets an email when someone buys Trial Access or Pro.",
  },
  {
    key: "autoPublish",
    label: "Auto-publish new trades",
    description:
      "On: the editors' main button publishes a new trade at once. Off: it saves a draft (Publish stays one tap away), and a trade sent without a status starts as one.",
  },
  {
    key: "publicTrackRecord",
    label: "Public track record",
    description:
      "On: anyone can see every finished signal and the figures at /track-record, and verify the record. Open signals never show there.",
  },
];

/** docs/product.md#admin: the switches are stored on the server and obeyed; each change saves at once. */
export function SettingsTogglesCard() {
  const settings = useAdminSettings();
  const update = useUpdateAdminSettings();
  return (
    <SectionCard
      title={"Notifications & Publishing"}
      compact
      contentClassName="divide-y"
      description="Saved as soon as you switch them."
    >
      {settings.data ? (
        TOGGLES.map(({ key, label, description }) => (
          <SwitchRow
            key={key}
            className="py-3"
            label={label}
            description={description}
            checked={settings.data[key]}
            disabled={update.isPending}
            onCheckedChange={(checked) =>
              update.mutate(
                { [key]: checked },
                {
                  onSuccess: () => toast.success(`${label}: ${checked ? "on" : "off"}`),
                },
              )
            }
          />
        ))
      ) : settings.isError ? (
        <p className="py-3 text-sm text-loss">Failed to load the settings</p>
      ) : (
        TOGGLES.map(({ key }) => <Skeleton key={key} className="my-3 h-10" />)
      )}
    </SectionCard>
  );
}
