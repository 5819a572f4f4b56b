import { useController, type FieldPath } from "react-hook-form";
import type { NotificationChannel } from "@shared/notification-preferences";
import { Checkbox } from "@/components/ui/checkbox";
import type { PreferencesFormControl, PreferencesFormValues } from "@/features/account/lib/preferences-form";
import { useT } from "@/lib/i18n";

const CHANNEL_NAMES = {
  push: "account:prefs.channels.push",
  email: "account:prefs.channels.email",
  telegram: "account:prefs.channels.telegram",
} as const satisfies Record<NotificationChannel, string>;

export interface GridRow {
  /** The row's key within each channel's `kinds` or `assetClasses`; null for a row that cannot be turned off. */
  key: string | null;
  name: string;
  detail?: string;
}

interface Props {
  caption: string;
  rows: readonly GridRow[];
  group: "kinds" | "assetClasses";
  /** The columns: the channels this site offers. */
  channels: readonly NotificationChannel[];
  control: PreferencesFormControl;
  disabled: boolean;
}

function ChannelBox({
  control,
  name,
  label,
  disabled,
}: {
  control: PreferencesFormControl;
  name: FieldPath<PreferencesFormValues>;
  label: string;
  disabled: boolean;
}) {
  const { field } = useController({ control, name });
  return (
    <Checkbox
      aria-label={label}
      checked={field.value === true}
      disabled={disabled}
      onCheckedChange={(checked) => field.onChange(checked === true)}
      onBlur={field.onBlur}
    />
  );
}

/** A table of switches: one row per kind of notification (or asset class), one column per channel. */
export function PreferenceGrid({ caption, rows, group, channels, control, disabled }: Props) {
  const { t } = useT();
  return (
    <table className="w-full text-sm">
      <caption className="pb-2 text-start font-semibold">{caption}</caption>
      <thead>
        <tr className="text-xs text-muted-foreground">
          <th scope="col" className="py-1 text-start font-medium">
            <span className="sr-only">{caption}</span>
          </th>
          {channels.map((channel) => (
            <th key={channel} scope="col" className="w-16 py-1 text-center font-medium">
              {t(CHANNEL_NAMES[channel])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} className="border-t">
            <th scope="row" className="py-2.5 pe-2 text-start font-normal">
              <span className="block font-medium">{row.name}</span>
              {row.detail && <span className="block text-xs text-muted-foreground">{row.detail}</span>}
            </th>
            {channels.map((channel) => (
              <td key={channel} className="py-2.5 text-center">
                {row.key === null ? (
                  <Checkbox
                    aria-label={t("account:prefs.alwaysSent", { channel: t(CHANNEL_NAMES[channel]), name: row.name })}
                    checked
                    disabled
                  />
                ) : (
                  <ChannelBox
                    control={control}
                    name={`channels.${channel}.${group}.${row.key}` as FieldPath<PreferencesFormValues>}
                    label={t("account:prefs.cell", { channel: t(CHANNEL_NAMES[channel]), name: row.name })}
                    disabled={disabled}
                  />
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
