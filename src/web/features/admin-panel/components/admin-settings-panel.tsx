import { useId, type ComponentType } from "react";
import { ROOM_PLATFORM_NAMES, type RoomPlatformName } from "@shared/room-platforms";
import { EarlyAccessCard } from "@/features/admin-settings/components/early-access-card";
import { FreeFeedCard } from "@/features/admin-settings/components/free-feed-card";
import { ApiReferenceCard } from "@/features/admin-settings/components/api-reference-card";
import { AdminLogCard } from "@/features/admin-settings/components/admin-log-card";
import { ExportsCard } from "@/features/admin-settings/components/exports-card";
import { RiskWarningCard } from "@/features/admin-settings/components/risk-warning-card";
import { MailViewerCard } from "@/features/admin-settings/components/mail-viewer-card";
import { SettingsTogglesCard } from "@/features/admin-settings/components/settings-toggles-card";
import { TelegramCard } from "@/features/admin-integrations/components/telegram-card";
import { DiscordCard } from "@/features/admin-integrations/components/discord-card";
import { TestPushCard } from "@/features/admin-settings/components/test-push-card";
import { TrackRecordCard } from "@/features/admin-settings/components/track-record-card";
import { PromotionCodesCard } from "@/features/admin-promotions/components/promotion-codes-card";
import { ReferralsAdminCard } from "@/features/admin-referrals/components/referrals-admin-card";
import { AlertDraftsCard } from "@/features/admin-automation/components/alert-drafts-card";
import { AlertLogCard } from "@/features/admin-automation/components/alert-log-card";
import { AlertSourcesCard } from "@/features/admin-automation/components/alert-sources-card";
import { ProviderKeysCard } from "@/features/admin-automation/components/provider-keys-card";

/** Each chat platform's room settings card: a platform without one does not compile. */
const ROOM_CARDS: Record<RoomPlatformName, ComponentType> = { telegram: TelegramCard, discord: DiscordCard };

/** The Settings tab of both panels: one component, so the phone gets every setting the desktop has. */
export function AdminSettingsPanel() {
  // Both panels may be mounted at once (one hidden): ids are made per instance.
  const automationHeading = useId();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SettingsTogglesCard />
      <EarlyAccessCard />
      <div className="lg:col-span-2">
        <RiskWarningCard />
      </div>
      <TestPushCard />
      <TrackRecordCard />
      <FreeFeedCard />
      {ROOM_PLATFORM_NAMES.map((name) => {
        const RoomCard = ROOM_CARDS[name];
        return <RoomCard key={name} />;
      })}
      <div className="lg:col-span-2">
        <PromotionCodesCard />
      </div>
      <div className="lg:col-span-2">
        <ReferralsAdminCard />
      </div>
      <div className="lg:col-span-2">
        <ExportsCard />
      </div>
      <AdminLogCard />
      <ApiReferenceCard />
      <MailViewerCard />
      <section aria-labelledby={automationHeading} className="grid gap-4 lg:col-span-2 lg:grid-cols-2">
        <h2 id={automationHeading} className="text-lg font-semibold lg:col-span-2">
          Automation
        </h2>
        <AlertDraftsCard />
        <AlertSourcesCard />
        <ProviderKeysCard />
        <AlertLogCard />
      </section>
    </div>
  );
}
