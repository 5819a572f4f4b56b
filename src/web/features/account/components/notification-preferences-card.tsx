import { BellRing } from "lucide-react";
import { useEffect, useId } from "react";
import { useController } from "react-hook-form";
import { hasPlanFeature } from "@shared/plan-features";
import { telegramAccountSchema } from "@shared/telegram";
import {
  CHOOSABLE_KINDS,
  KIND_DESCRIPTIONS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PREFERENCES_MESSAGES,
} from "@shared/notification-preferences";
import { ASSET_CLASSES, assetClassName } from "@shared/positions";
import { knownTimeZones, runtimeTimeZone } from "@shared/time-zones";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SwitchRow } from "@/components/ui/switch-row";
import { useNotificationPreferences } from "@/features/account/api/get-notification-preferences";
import { useRoomAccount } from "@/features/account/api/get-room-account";
import { useUpdateNotificationPreferences } from "@/features/account/api/update-notification-preferences";
import { useSession } from "@/features/auth/hooks/use-session";
import { PreferenceGrid, type GridRow } from "@/features/account/components/preference-grid";
import { preferencesFormSchema, preferencesFormValues } from "@/features/account/lib/preferences-form";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

const KIND_ROWS: GridRow[] = [
  ...CHOOSABLE_KINDS.map((kind) => ({ key: kind, ...KIND_DESCRIPTIONS[kind] })),
  { key: null, ...KIND_DESCRIPTIONS.account },
];
const ASSET_ROWS: GridRow[] = ASSET_CLASSES.map((assetClass) => ({
  key: assetClass,
  name: assetClassName(assetClass),
}));

/** The two grids of channel switches: what a notification is about, then which markets. */
const GRIDS = [
  { caption: "What about", rows: KIND_ROWS, group: "kinds" },
  { caption: "Which markets", rows: ASSET_ROWS, group: "assetClasses" },
] as const;

/**
 * Notification preferences (docs/product.md#notification-preferences): which kinds and which markets reach the
 * member by push, by email and (where the site has a Telegram bot) on Telegram, quiet hours, and the time zone they
 * and every date on screen follow.
 */
export function NotificationPreferencesCard() {
  const saved = useNotificationPreferences();
  const mutation = useUpdateNotificationPreferences();
  const id = useId();
  const form = useZodForm(preferencesFormSchema);
  const { reset } = form;
  const { field: quiet } = useController({ control: form.control, name: "quietHours.enabled" });
  const { field: recordHeads } = useController({ control: form.control, name: "recordHeads" });
  const { field: weeklySummaries } = useController({ control: form.control, name: "weeklySummaries" });
  const { user } = useSession();
  const telegram = useRoomAccount("telegram", telegramAccountSchema).data;
  const channels = telegram?.available ? NOTIFICATION_CHANNELS : NOTIFICATION_CHANNELS.filter((c) => c !== "telegram");
  const zones = `${id}-zones`;

  useEffect(() => {
    if (saved.data) reset(preferencesFormValues(saved.data));
  }, [saved.data, reset]);

  const save = form.handleSubmit((prefs) =>
    mutation.mutate(prefs, {
      onError: (error) => showServerError(form, error, NOTIFICATION_PREFERENCES_MESSAGES.saveFailed),
    }),
  );
  const busy = mutation.isPending || !saved.data;
  /** A switch row on one of the form's yes/no fields; `unsetMeansYes` where a missing answer counts as on. */
  const switchProps = (field: { value: unknown; onChange: (checked: boolean) => void }, unsetMeansYes = false) => ({
    checked: unsetMeansYes ? field.value !== false : field.value === true,
    disabled: busy,
    onCheckedChange: (checked: boolean) => field.onChange(checked),
  });

  return (
    <SectionCard
      region
      title="Notifications"
      icon={BellRing}
      iconClassName="text-info"
      description={`What reaches you by push, by email${telegram?.available ? " and on Telegram" : ""}. Your notification feed in the app always shows everything.`}
    >
      {saved.isError ? (
        <p className="text-sm text-muted-foreground">Your notification preferences could not be loaded.</p>
      ) : (
        <form className="flex flex-col gap-6" onSubmit={save} noValidate>
          {mutation.isSuccess && !form.formState.isDirty && (
            <Alert variant="success">
              <AlertDescription>{NOTIFICATION_PREFERENCES_MESSAGES.saved}</AlertDescription>
            </Alert>
          )}
          <FormErrorAlert message={formError(form)} />
          {telegram?.available && !telegram.linked && (
            <p className="text-sm text-muted-foreground">
              Telegram messages need your Telegram account linked: link it in the Telegram room section below. Until
              then nothing is sent there.
            </p>
          )}
          {GRIDS.map((grid) => (
            <PreferenceGrid key={grid.group} {...grid} channels={channels} control={form.control} disabled={busy} />
          ))}
          <fieldset className="flex flex-col gap-3">
            <SwitchRow
              label="Quiet hours"
              description="Only closes, stop hits included, come through by push, email or Telegram; the rest arrives as one summary when they end."
              {...switchProps(quiet)}
            />
            <div className="grid grid-cols-2 gap-3">
              <FormField id={`${id}-from`} label="From" error={fieldError(form, "quietHours.start")}>
                <Input type="time" {...controlProps(form, "quietHours.start", `${id}-from`)} disabled={busy} />
              </FormField>
              <FormField id={`${id}-until`} label="Until" error={fieldError(form, "quietHours.end")}>
                <Input type="time" {...controlProps(form, "quietHours.end", `${id}-until`)} disabled={busy} />
              </FormField>
            </div>
          </fieldset>
          <FormField
            id={`${id}-zone`}
            label="Time zone"
            error={fieldError(form, "timeZone")}
            hint={`Quiet hours and every date in the app follow it. This browser is on ${runtimeTimeZone()}.`}
          >
            <Input
              {...controlProps(form, "timeZone", `${id}-zone`)}
              list={zones}
              autoComplete="off"
              spellCheck={false}
              disabled={busy}
            />
            <datalist id={zones}>
              {knownTimeZones().map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
          </FormField>
          <SwitchRow
            label="Track record heads by email"
            description="The record's fingerprint each time one is published. Keep these emails: with them anyone can check later that no published trade was edited."
            {...switchProps(recordHeads)}
          />
          {user && hasPlanFeature(user, "weeklySummaries") && (
            <SwitchRow
              label="Weekly summary by email"
              description="Every Monday morning: last week's signals and results, and your own portfolio's. It is always in the app under Weekly summaries."
              {...switchProps(weeklySummaries, true)}
            />
          )}
          <Button type="submit" className="w-full sm:w-fit" disabled={busy} pending={mutation.isPending}>
            Save preferences
          </Button>
        </form>
      )}
    </SectionCard>
  );
}
