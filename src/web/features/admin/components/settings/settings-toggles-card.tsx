import { useId } from "react";
import { toast } from "sonner";
import type { AdminSettings } from "@shared/admin-settings";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { useAdminSettings } from "@/features/admin/api/get-admin-settings";
import { useUpdateAdminSettings } from "@/features/admin/api/update-admin-settings";

const TOGGLES: { key: keyof AdminSettings; label: string; description: string }[] = [
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

function Toggle({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}

/** docs/product.md#admin: the switches are stored on the server and obeyed; each change saves at once. */
export function SettingsTogglesCard() {
  const settings = useAdminSettings();
  const update = useUpdateAdminSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Notifications & Publishing</CardTitle>
        <CardDescription>Saved as soon as you switch them.</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        {settings.data ? (
          TOGGLES.map(({ key, label, description }) => (
            <Toggle
              key={key}
              label={label}
              description={description}
              checked={settings.data[key]}
              disabled={update.isPending}
              onChange={(checked) =>
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
      </CardContent>
    </Card>
  );
}
