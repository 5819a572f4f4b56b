import { ExternalLink, Send } from "lucide-react";
import type { TelegramAccount } from "@shared/telegram";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useTelegram } from "@/features/account/api/get-telegram";
import { useLinkTelegram } from "@/features/account/api/link-telegram";
import { useRequestTelegramInvite } from "@/features/account/api/request-telegram-invite";
import { useUnlinkTelegram } from "@/features/account/api/unlink-telegram";
import { useDateFormat } from "@/lib/display-time-zone";

const STATE_BADGES: Record<
  NonNullable<TelegramAccount["state"]>,
  { label: string; variant: "gain" | "info" | "warning" | "outline" }
> = {
  joined: { label: "In the room", variant: "gain" },
  invited: { label: "Invited", variant: "info" },
  linked: { label: "Invite on its way", variant: "info" },
  left: { label: "Left the room", variant: "outline" },
  removed: { label: "Removed", variant: "warning" },
};

/**
 * docs/product.md#telegram: the member links their Telegram account through the bot, which then sends a one-use
 * invite to the private room; the room follows their access. Shown only when the admin has set Telegram up.
 */
export function TelegramCard({ hasAccess }: { hasAccess: boolean }) {
  const link = useLinkTelegram();
  const waiting = link.isSuccess;
  const telegram = useTelegram(waiting);
  const invite = useRequestTelegramInvite();
  const unlink = useUnlinkTelegram();
  const dates = useDateFormat();
  const account = telegram.data;
  if (!account?.available) return null;
  const badge = account.state ? STATE_BADGES[account.state] : null;

  const content = () => {
    if (!account.linked) {
      if (!hasAccess) {
        return <p className="text-sm text-muted-foreground">The room is for members with an active plan.</p>;
      }
      if (link.data) {
        return (
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
        );
      }
      return (
        <Button className="w-full sm:w-fit" disabled={link.isPending} onClick={() => link.mutate()}>
          {link.isPending ? <Spinner /> : <Send aria-hidden />}
          Link Telegram
        </Button>
      );
    }
    return (
      <div className="grid gap-3">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">Linked</span>
          {badge && <Badge variant={badge.variant}>{badge.label}</Badge>}
        </p>
        {account.inviteLink && account.inviteExpiresAt && (
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
        )}
        {account.state === "removed" && account.reason && (
          <p className="text-sm text-muted-foreground">Removed because {account.reason}.</p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {hasAccess && (account.state === "left" || account.state === "removed") && (
            <Button className="w-full sm:w-fit" disabled={invite.isPending} onClick={() => invite.mutate()}>
              {invite.isPending && <Spinner />}
              Send me a new invite
            </Button>
          )}
          <Button
            variant="outline"
            className="w-full sm:w-fit"
            disabled={unlink.isPending}
            onClick={() => unlink.mutate(undefined, { onSuccess: () => link.reset() })}
          >
            {unlink.isPending && <Spinner />}
            Unlink Telegram
          </Button>
        </div>
      </div>
    );
  };

  return (
    <Card role="region" aria-labelledby="telegram-title">
      <CardHeader>
        <CardTitle id="telegram-title" className="flex items-center gap-2">
          <Send className="size-5 text-info" aria-hidden />
          Telegram room
        </CardTitle>
        <CardDescription>
          Signals and their updates in a private Telegram room, for as long as your plan is active.
        </CardDescription>
      </CardHeader>
      <CardContent>{content()}</CardContent>
    </Card>
  );
}
