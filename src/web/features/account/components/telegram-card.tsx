import { ExternalLink, Send } from "lucide-react";
import { telegramAccountSchema } from "@shared/telegram";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useRoomAccount } from "@/features/account/api/get-room-account";
import { useLinkRoom } from "@/features/account/api/link-room";
import { useRequestTelegramInvite } from "@/features/account/api/request-telegram-invite";
import { useUnlinkRoom } from "@/features/account/api/unlink-room";
import { RoomLinkCard, type RoomLinkText } from "@/features/account/components/room-link-card";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT, type TranslateFunction } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";

const text = (t: TranslateFunction): RoomLinkText => ({
  id: "telegram",
  platform: "Telegram",
  title: t("account:telegram.title"),
  description: t("account:telegram.description"),
  icon: Send,
  forMembers: t("account:telegram.forMembers"),
  unlink: t("account:telegram.unlink"),
  states: {
    joined: t("account:telegram.joined"),
    invited: t("account:telegram.invited"),
    linked: t("account:telegram.linked"),
    left: t("account:telegram.left"),
    removed: t("account:rooms.removed"),
  },
});

/**
 * docs/product.md#telegram: the member links their Telegram account through the bot, which then sends a one-use
 * invite to the private room; the room follows their access.
 */
export function TelegramCard({ hasAccess }: { hasAccess: boolean }) {
  const link = useLinkRoom("telegram");
  // While waiting for the member to press Start (or for the invite), it asks again every few seconds.
  const telegram = useRoomAccount(
    "telegram",
    telegramAccountSchema,
    (account) => link.isSuccess || account?.state === "linked",
  );
  const invite = useRequestTelegramInvite();
  const unlink = useUnlinkRoom("telegram", telegramAccountSchema);
  const dates = useDateFormat();
  const { t } = useT();
  const account = telegram.data;

  return (
    <RoomLinkCard
      text={text(t)}
      account={account}
      hasAccess={hasAccess}
      linking={
        link.data ? (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              {richText(
                t,
                "account:telegram.pressStart",
                { start: <span className="font-medium text-foreground">{t("account:telegram.startButton")}</span> },
                { date: dates.dateTime(link.data.expiresAt) },
              )}
            </p>
            <Button asChild className="w-full sm:w-fit">
              <a href={link.data.url} target="_blank" rel="noreferrer" data-testid="telegram-deep-link">
                <ExternalLink aria-hidden />
                {t("account:telegram.open")}
              </a>
            </Button>
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner />
              {t("account:telegram.waiting")}
            </p>
          </div>
        ) : (
          <Button className="w-full sm:w-fit" disabled={link.isPending} onClick={() => link.mutate()}>
            {link.isPending ? <Spinner /> : <Send aria-hidden />}
            {t("account:telegram.link")}
          </Button>
        )
      }
      linkedAs={t("account:telegram.linkedAs")}
      notice={
        account?.inviteLink &&
        account.inviteExpiresAt && (
          <div className="grid gap-2 rounded-lg border p-3">
            <p className="text-sm text-muted-foreground">
              {t("account:telegram.invite", { date: dates.dateTime(account.inviteExpiresAt) })}
            </p>
            <Button asChild className="w-full sm:w-fit">
              <a href={account.inviteLink} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden />
                {t("account:telegram.join")}
              </a>
            </Button>
          </div>
        )
      }
      rejoin={
        hasAccess &&
        (account?.state === "left" || account?.state === "removed") && (
          <Button className="w-full sm:w-fit" pending={invite.isPending} onClick={() => invite.mutate()}>
            {t("account:telegram.newInvite")}
          </Button>
        )
      }
      unlink={{
        isPending: unlink.isPending,
        mutate: () => unlink.mutate(undefined, { onSuccess: () => link.reset() }),
      }}
    />
  );
}
