import { MessagesSquare } from "lucide-react";
import { discordAccountSchema } from "@shared/discord";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useRoomAccount } from "@/features/account/api/get-room-account";
import { useLinkRoom } from "@/features/account/api/link-room";
import { useUnlinkRoom } from "@/features/account/api/unlink-room";
import { RoomLinkCard, sayRoomReason, type RoomLinkText } from "@/features/account/components/room-link-card";
import { useT, type TranslateFunction } from "@/lib/i18n";

const text = (t: TranslateFunction): RoomLinkText => ({
  id: "discord",
  platform: "Discord",
  title: t("account:discord.title"),
  description: t("account:discord.description"),
  icon: MessagesSquare,
  forMembers: t("account:discord.forMembers"),
  unlink: t("account:discord.unlink"),
  states: {
    joined: t("account:discord.joined"),
    invited: t("account:discord.beingAdded"),
    linked: t("account:discord.beingAdded"),
    left: t("account:discord.left"),
    removed: t("account:rooms.removed"),
  },
});

/** The Discord roles are named after the plans, as the server shows them. */
const ROLE_NAMES = { trial: "Trial", pro: "Pro" } as const;

/**
 * docs/product.md#discord: the member links their Discord account through Discord's consent page, and is added to the
 * server with the role of their plan; the role follows the plan.
 */
export function DiscordCard({ hasAccess }: { hasAccess: boolean }) {
  // Just after linking, the server adds the member within seconds: it asks again until they are in.
  const { t, language } = useT();
  const discord = useRoomAccount(
    "discord",
    discordAccountSchema,
    (account) => account?.linked === true && account.state === "linked",
  );
  // Discord's page sends the member back to the account page once they consent.
  const link = useLinkRoom("discord", (answer) => window.location.assign(answer.url));
  const unlink = useUnlinkRoom("discord", discordAccountSchema);
  const account = discord.data;
  // Added but not yet in the server, with a reason: the grant no longer works and only a new one will. One the room
  // stored as English text, before it kept causes, reads as stored.
  const reason = account?.state === "linked" ? account.reason : null;
  const mustLinkAgain =
    reason && (typeof reason === "string" ? `${reason}.` : sayRoomReason(t, language, reason, "Discord"));

  return (
    <RoomLinkCard
      text={text(t)}
      account={account}
      hasAccess={hasAccess}
      linking={
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{t("account:discord.consent")}</p>
          <Button className="w-full sm:w-fit" disabled={link.isPending || link.isSuccess} onClick={() => link.mutate()}>
            {link.isPending || link.isSuccess ? <Spinner /> : <MessagesSquare aria-hidden />}
            {t("account:discord.link")}
          </Button>
        </div>
      }
      linkedAs={t("account:discord.linkedAs", { username: account?.username ?? "…" })}
      badges={
        account?.role && (
          <Badge variant="outline">{t("account:discord.role", { role: ROLE_NAMES[account.role] })}</Badge>
        )
      }
      notice={mustLinkAgain && <p className="text-sm text-muted-foreground">{mustLinkAgain}</p>}
      rejoin={
        hasAccess &&
        mustLinkAgain && (
          <Button className="w-full sm:w-fit" pending={link.isPending} onClick={() => link.mutate()}>
            {t("account:discord.linkAgain")}
          </Button>
        )
      }
      unlink={unlink}
    />
  );
}
