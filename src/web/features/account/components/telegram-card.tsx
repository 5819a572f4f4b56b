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

const TEXT: RoomLinkText = {
  id: "telegram",
  platform: "Telegram",
  title: "Telegram room",
  description: "Signals and their updates in a private Telegram room, for as long as your plan is active.",
  icon: Send,
  room: "room",
  states: {
    joined: "In the room",
    invited: "Invited",
    linked: "Invite on its way",
    left: "Left the room",
    removed: "Removed",
  },
};

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
  const account = telegram.data;

  return (
    <RoomLinkCard
      text={TEXT}
      account={account}
      hasAccess={hasAccess}
      linking={
        link.data ? (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              Open Telegram and press <span className="font-medium text-foreground">Start</span>. This link works once,
              until {dates.dateTime(link.data.expiresAt)}.
            </p>
            <Button asChild className="w-full sm:w-fit">
              <a href={link.data.url} target="_blank" rel="noreferrer" data-testid="telegram-deep-link">
                <ExternalLink aria-hidden />
                Open Telegram
              </a>
            </Button>
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner />
              Waiting for Telegram…
            </p>
          </div>
        ) : (
          <Button className="w-full sm:w-fit" disabled={link.isPending} onClick={() => link.mutate()}>
            {link.isPending ? <Spinner /> : <Send aria-hidden />}
            Link Telegram
          </Button>
        )
      }
      linkedAs="Linked"
      notice={
        account?.inviteLink &&
        account.inviteExpiresAt && (
          <div className="grid gap-2 rounded-lg border p-3">
            <p className="text-sm text-muted-foreground">
              Your personal invite works once, until {dates.dateTime(account.inviteExpiresAt)}. The bot sent it to you
              in Telegram too.
            </p>
            <Button asChild className="w-full sm:w-fit">
              <a href={account.inviteLink} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden />
                Join the room
              </a>
            </Button>
          </div>
        )
      }
      rejoin={
        hasAccess &&
        (account?.state === "left" || account?.state === "removed") && (
          <Button className="w-full sm:w-fit" pending={invite.isPending} onClick={() => invite.mutate()}>
            Send me a new invite
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
