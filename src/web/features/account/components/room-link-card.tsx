import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { formatUtcDate } from "@shared/format";
import type { Language } from "@shared/i18n/languages";
import type { ROOM_MEMBER_STATES, RoomReason } from "@shared/telegram";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useT, type TranslateFunction } from "@/lib/i18n";

type RoomMemberState = (typeof ROOM_MEMBER_STATES)[number];

/** What every platform's account answer has: whether it is on, linked, and where the member stands. */
interface RoomAccount {
  available: boolean;
  linked: boolean;
  state: RoomMemberState | null;
  /** Why the member is out of the room: its cause, or English text the room stored before it kept causes. */
  reason: RoomReason | string | null;
}

/** What tells one platform's card from another's: its words. */
export interface RoomLinkText {
  /** Ids start with it: "telegram", "discord". */
  id: string;
  /** The platform's name, as the room's messages write it in every language: "Telegram", "Discord". */
  platform: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** Said to a member without an active plan: "The room is for members with an active plan." */
  forMembers: string;
  /** "Unlink Telegram". */
  unlink: string;
  /** Where the member stands, in the platform's words. */
  states: Record<RoomMemberState, string>;
}

const REASONS = {
  unlinked: "account:rooms.reason.unlinked",
  inactive: "account:rooms.reason.inactive",
  ended: "account:rooms.reason.ended",
  notPro: "account:rooms.reason.notPro",
  relink: "account:rooms.reason.relink",
} as const satisfies Record<Exclude<RoomReason["cause"], "expired">, string>;

/**
 * Why the member is out of the room (or must link again), in the page's language, as the room's message told them;
 * the expiry is a UTC day, the same day wherever it is read.
 */
export function sayRoomReason(t: TranslateFunction, language: Language, reason: RoomReason, platform: string): string {
  if (reason.cause === "expired") {
    return t("account:rooms.reason.expired", { date: formatUtcDate(reason.expiry, language) });
  }
  return t(REASONS[reason.cause], { platform });
}

const STATE_VARIANTS = {
  joined: "gain",
  invited: "info",
  linked: "info",
  left: "outline",
  removed: "warning",
} as const satisfies Record<RoomMemberState, string>;

/**
 * A member's link to a chat room (docs/product.md#telegram, #discord): how linking starts, then where they stand in
 * the room, why they were removed, and unlinking. Shown only when the admin has set the platform up.
 */
export function RoomLinkCard({
  text,
  account,
  hasAccess,
  linking,
  linkedAs,
  badges,
  notice,
  rejoin,
  unlink,
}: {
  text: RoomLinkText;
  account: RoomAccount | undefined;
  hasAccess: boolean;
  /** Not linked yet, with an active plan: how linking starts. */
  linking: ReactNode;
  /** Linked: who. */
  linkedAs: ReactNode;
  /** Linked: the platform's badges after where the member stands (a role). */
  badges?: ReactNode;
  /** Linked: what else the platform has to say (an invite to use, why to link again). */
  notice?: ReactNode;
  /** Linked: the platform's way back into the room, beside Unlink. */
  rejoin?: ReactNode;
  unlink: { isPending: boolean; mutate: () => void };
}) {
  const { t, language } = useT();
  if (!account?.available) return null;
  const Icon = text.icon;

  const content = () => {
    if (!account.linked) {
      if (!hasAccess) {
        return <p className="text-sm text-muted-foreground">{text.forMembers}</p>;
      }
      return linking;
    }
    return (
      <div className="grid gap-3">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium break-all">{linkedAs}</span>
          {account.state && <Badge variant={STATE_VARIANTS[account.state]}>{text.states[account.state]}</Badge>}
          {badges}
        </p>
        {notice}
        {account.state === "removed" && account.reason && (
          <p className="text-sm text-muted-foreground">
            {typeof account.reason === "string"
              ? t("account:rooms.removedBecause", { reason: account.reason })
              : sayRoomReason(t, language, account.reason, text.platform)}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {rejoin}
          <Button
            variant="outline"
            className="w-full sm:w-fit"
            pending={unlink.isPending}
            onClick={() => unlink.mutate()}
          >
            {text.unlink}
          </Button>
        </div>
      </div>
    );
  };

  return (
    <Card role="region" aria-labelledby={`${text.id}-title`}>
      <CardHeader>
        <CardTitle id={`${text.id}-title`} className="flex items-center gap-2">
          <Icon className="size-5 text-info" aria-hidden />
          {text.title}
        </CardTitle>
        <CardDescription>{text.description}</CardDescription>
      </CardHeader>
      <CardContent>{content()}</CardContent>
    </Card>
  );
}
