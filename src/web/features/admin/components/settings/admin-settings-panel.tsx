import { EarlyAccessCard } from "@/features/admin/components/settings/early-access-card";
import { ApiReferenceCard } from "@/features/admin/components/settings/api-reference-card";
import { AdminLogCard } from "@/features/admin/components/settings/admin-log-card";
import { ExportsCard } from "@/features/admin/components/settings/exports-card";
import { MailViewerCard } from "@/features/admin/components/settings/mail-viewer-card";
import { SettingsTogglesCard } from "@/features/admin/components/settings/settings-toggles-card";
import { TelegramCard } from "@/features/admin/components/settings/telegram-card";
import { DiscordCard } from "@/features/admin/components/settings/discord-card";
import { TestPushCard } from "@/features/admin/components/settings/test-push-card";
import { TrackRecordCard } from "@/features/admin/components/settings/track-record-card";

/** The Settings tab of both panels: one component, so the phone gets every setting the desktop has. */
export function AdminSettingsPanel() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SettingsTogglesCard />
      <EarlyAccessCard />
      <TestPushCard />
      <TrackRecordCard />
      <TelegramCard />
      <DiscordCard />
      <div className="lg:col-span-2">
        <ExportsCard />
      </div>
      <AdminLogCard />
      <ApiReferenceCard />
      <MailViewerCard />
    </div>
  );
}
