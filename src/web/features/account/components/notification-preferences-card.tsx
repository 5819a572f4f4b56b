import { BellRing } from "lucide-react";
import { useEffect, useId } from "react";
import { useController } from "react-hook-form";
import { hasPlanFeature } from "@shared/plan-features";
import { telegramAccountSchema } from "@shared/telegram";
import { NOTIFICATION_CHANNELS, type NotificationKind } from "@shared/notification-preferences";
import type { AssetClass } from "@shared/positions";
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
import { useT } from "@/lib/i18n";

/** What a notification is about, in the order of CHOOSABLE_KINDS; account messages last, always sent. */
const KIND_ROWS = [
  { key: "new_signal", name: "account:prefs.kinds.newSignal", detail: "account:prefs.kinds.newSignalDetail" },
  { key: "updates", name: "account:prefs.kinds.updates", detail: "account:prefs.kinds.updatesDetail" },
  { key: "close", name: "account:prefs.kinds.close", detail: "account:prefs.kinds.closeDetail" },
  { key: "insight", name: "account:prefs.kinds.insight", detail: "account:prefs.kinds.insightDetail" },
  { key: null, name: "account:prefs.kinds.account", detail: "account:prefs.kinds.accountDetail" },
] as const satisfies readonly (GridRow & { key: Exclude<NotificationKind, "account"> | null })[];

/** Which markets, in the order of ASSET_CLASSES. */
const ASSET_ROWS = [
  { key: "forex", name: "account:prefs.markets.forex" },
  { key: "commodities", name: "account:prefs.markets.commodities" },
  { key: "crypto", name: "account:prefs.markets.crypto" },
  { key: "indices", name: "account:prefs.markets.indices" },
  { key: "stocks", name: "account:prefs.markets.stocks" },
] as const satisfies readonly (GridRow & { key: AssetClass })[];

/** The two grids of channel switches: what a notification is about, then which markets. */
const GRIDS = [
  { caption: "account:prefs.whatAbout", rows: KIND_ROWS, group: "kinds" },
  { caption: "account:prefs.whichMarkets", rows: ASSET_ROWS, group: "assetClasses" },
] as const;

/**
 * Notification preferences (docs/product.md#notification-preferences): which kinds and which markets reach the
 * member by push, by email and (where the site has a Telegram bot) on Telegram, quiet hours, and the time zone they
 * and every date on screen follow.
 */
export function NotificationPreferencesCard() {
  const { t } = useT();
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
      onError: (error) => showServerError(form, error, t("account:prefs.saveFailed")),
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
      title={t("account:prefs.title")}
      icon={BellRing}
      iconClassName="text-info"
      description={telegram?.available ? t("account:prefs.descriptionWithTelegram") : t("account:prefs.description")}
    >
      {saved.isError ? (
        <p className="text-sm text-muted-foreground">{t("account:prefs.loadFailed")}</p>
      ) : (
        <form className="flex flex-col gap-6" onSubmit={save} noValidate>
          {mutation.isSuccess && !form.formState.isDirty && (
            <Alert variant="success">
              <AlertDescription>{t("account:prefs.saved")}</AlertDescription>
            </Alert>
          )}
          <FormErrorAlert message={formError(form)} />
          {telegram?.available && !telegram.linked && (
            <p className="text-sm text-muted-foreground">{t("account:prefs.telegramUnlinked")}</p>
          )}
          {GRIDS.map((grid) => (
            <PreferenceGrid
              key={grid.group}
              caption={t(grid.caption)}
              rows={grid.rows.map((row) => ({
                key: row.key,
                name: t(row.name),
                detail: "detail" in row ? t(row.detail) : undefined,
              }))}
              group={grid.group}
              channels={channels}
              control={form.control}
              disabled={busy}
            />
          ))}
          <fieldset className="flex flex-col gap-3">
            <SwitchRow
              label={t("account:prefs.quiet")}
              description={t("account:prefs.quietDescription")}
              {...switchProps(quiet)}
            />
            <div className="grid grid-cols-2 gap-3">
              <FormField id={`${id}-from`} label={t("account:prefs.from")} error={fieldError(form, "quietHours.start")}>
                <Input type="time" {...controlProps(form, "quietHours.start", `${id}-from`)} disabled={busy} />
              </FormField>
              <FormField id={`${id}-until`} label={t("account:prefs.until")} error={fieldError(form, "quietHours.end")}>
                <Input type="time" {...controlProps(form, "quietHours.end", `${id}-until`)} disabled={busy} />
              </FormField>
            </div>
          </fieldset>
          <FormField
            id={`${id}-zone`}
            label={t("account:prefs.zone")}
            error={fieldError(form, "timeZone")}
            hint={t("account:prefs.zoneHint", { zone: runtimeTimeZone() })}
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
            label={t("account:prefs.heads")}
            description={t("account:prefs.headsDescription")}
            {...switchProps(recordHeads)}
          />
          {user && hasPlanFeature(user, "weeklySummaries") && (
            <SwitchRow
              label={t("account:prefs.weekly")}
              description={t("account:prefs.weeklyDescription")}
              {...switchProps(weeklySummaries, true)}
            />
          )}
          <Button type="submit" className="w-full sm:w-fit" disabled={busy} pending={mutation.isPending}>
            {t("account:prefs.save")}
          </Button>
        </form>
      )}
    </SectionCard>
  );
}
