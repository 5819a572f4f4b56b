import type { ComponentType } from "react";
import { hasAccess } from "@shared/access";
import { ROOM_PLATFORM_NAMES, type RoomPlatformName } from "@shared/room-platforms";
import { fullName } from "@shared/users";
import { PageLoader } from "@/components/page-loader";
import { ChangePasswordForm } from "@/features/account/components/change-password-form";
import { DataExportCard } from "@/features/account/components/data-export-card";
import { DeleteAccountCard } from "@/features/account/components/delete-account-card";
import { MoneyBackCard } from "@/features/account/components/money-back-card";
import { ReferralCard } from "@/features/referrals/components/referral-card";
import { PasskeysCard } from "@/features/account/components/passkeys-card";
import { DevicesCard } from "@/features/account/components/devices-card";
import { EmailCard } from "@/features/account/components/email-card";
import { EmailDeliveryNotice } from "@/features/account/components/email-delivery-notice";
import { NotificationPreferencesCard } from "@/features/account/components/notification-preferences-card";
import { PaymentHistory } from "@/features/account/components/payment-history";
import { SubscriptionSummary } from "@/features/account/components/subscription-summary";
import { TelegramCard } from "@/features/account/components/telegram-card";
import { DiscordCard } from "@/features/account/components/discord-card";
import { TwoStepCard } from "@/features/account/components/two-step-card";
import { ApiAccessSection } from "@/features/api-access/components/api-access-section";
import { NotificationsErrorBoundary } from "@/features/notifications/components/notifications-error-boundary";
import { PushCard } from "@/features/notifications/components/push-card";
import { SignInInPlace } from "@/features/auth/components/sign-in-in-place";
import { useSession } from "@/features/auth/hooks/use-auth";
import { useBilling } from "@/features/subscriptions/api/get-billing";
import { LanguageCard } from "@/features/account/components/language-card";
import { useT } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";

/** Each chat platform's card for linking to its room: a platform without one does not compile. */
const ROOM_CARDS: Record<RoomPlatformName, ComponentType<{ hasAccess: boolean }>> = {
  telegram: TelegramCard,
  discord: DiscordCard,
};

/**
 * Account settings (the account menu's 'Account Settings' link): plan, billing, payment history, notifications and
 * time zone, API tokens and webhooks, email, password, two-step sign-in and passkeys, push notifications on this device, devices, a copy of
 * one's data and deleting the account.
 */
export function AccountPage() {
  const { user, isLoading } = useSession();
  const { t } = useT();
  usePageMeta({
    title: user ? t("account:page.title") : t("account:page.signIn"),
    description: t("account:page.meta"),
  });
  const billing = useBilling(user !== null);

  if (isLoading) return <PageLoader label={t("app:session.checking")} />;
  if (!user) {
    return <SignInInPlace description={t("account:page.signInFor")} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:px-6 md:py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t("account:page.title")}</h1>
        <p className="flex flex-wrap gap-x-1.5 text-sm text-muted-foreground">
          <span>{fullName(user)}</span>
          <span aria-hidden>·</span>
          {/* An address reads left to right in every language, and wraps whole where it can. */}
          <bdi dir="ltr" className="min-w-0 break-all">
            {user.email}
          </bdi>
        </p>
      </div>
      <EmailDeliveryNotice email={user.email} />
      <SubscriptionSummary user={user} billing={billing.data} />
      {billing.isPending ? (
        <PageLoader label={t("account:payments.loading")} />
      ) : (
        <PaymentHistory payments={billing.data?.payments ?? []} />
      )}
      {billing.data && <MoneyBackCard guarantee={billing.data.guarantee} />}
      {user.role !== "admin" && <ReferralCard />}
      <LanguageCard />
      {/* Admins get no position notifications (docs/product.md#notifications). */}
      {user.role !== "admin" && <NotificationPreferencesCard />}
      {ROOM_PLATFORM_NAMES.map((name) => {
        const RoomCard = ROOM_CARDS[name];
        return <RoomCard key={name} hasAccess={user.role === "admin" || hasAccess(user)} />;
      })}
      {/* Members' own tools (docs/integrations.md): admins publish the signals rather than take them. */}
      {user.role !== "admin" && <ApiAccessSection user={user} />}
      <EmailCard user={user} />
      <ChangePasswordForm />
      <TwoStepCard />
      <PasskeysCard />
      {/* The dashboard's push card can be dismissed on a device; it stays here (docs/product.md#push). */}
      {user.role !== "admin" && hasAccess(user) && (
        <NotificationsErrorBoundary>
          <PushCard />
        </NotificationsErrorBoundary>
      )}
      <DevicesCard />
      <DataExportCard />
      <DeleteAccountCard isAdmin={user.role === "admin"} />
    </div>
  );
}
