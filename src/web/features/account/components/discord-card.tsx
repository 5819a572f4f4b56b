import { MessagesSquare } from "lucide-react";
import type { DiscordAccount } from "@shared/discord";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useDiscord } from "@/features/account/api/get-discord";
import { useLinkDiscord } from "@/features/account/api/link-discord";
import { useUnlinkDiscord } from "@/features/account/api/unlink-discord";

const STATE_BADGES: Record<
  NonNullable<DiscordAccount["state"]>,
  { label: string; variant: "gain" | "info" | "warning" | "outline" }
> = {
  joined: { label: "In the server", variant: "gain" },
  invited: { label: "Being added", variant: "info" },
  linked: { label: "Being added", variant: "info" },
  left: { label: "Left the server", variant: "outline" },
  removed: { label: "Removed", variant: "warning" },
};

const ROLE_NAMES = { trial: "Trial", pro: "Pro" } as const;

/**
 * docs/product.md#discord: the member links their Discord account through Discord's consent page, and is added to the
 * server with the role of their plan; the role follows the plan. Shown only when the admin has set Discord up.
 */
export function DiscordCard({ hasAccess }: { hasAccess: boolean }) {
  const discord = useDiscord();
  const link = useLinkDiscord();
  const unlink = useUnlinkDiscord();
  const account = discord.data;
  if (!account?.available) return null;
  const badge = account.state ? STATE_BADGES[account.state] : null;

  const content = () => {
    if (!account.linked) {
      if (!hasAccess) {
        return <p className="text-sm text-muted-foreground">The server is for members with an active plan.</p>;
      }
      return (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            Discord asks you to let us see your username and add you to the server; nothing else.
          </p>
          <Button className="w-full sm:w-fit" disabled={link.isPending || link.isSuccess} onClick={() => link.mutate()}>
            {link.isPending || link.isSuccess ? <Spinner /> : <MessagesSquare aria-hidden />}
            Link Discord
          </Button>
        </div>
      );
    }
    return (
      <div className="grid gap-3">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium break-all">Linked as @{account.username ?? "…"}</span>
          {badge && <Badge variant={badge.variant}>{badge.label}</Badge>}
          {account.role && <Badge variant="outline">{ROLE_NAMES[account.role]} role</Badge>}
        </p>
        {account.state === "removed" && account.reason && (
          <p className="text-sm text-muted-foreground">Removed because {account.reason}.</p>
        )}
        {account.state === "linked" && account.reason && (
          <p className="text-sm text-muted-foreground">{account.reason}.</p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {hasAccess && account.state === "linked" && account.reason && (
            <Button className="w-full sm:w-fit" disabled={link.isPending} onClick={() => link.mutate()}>
              {link.isPending && <Spinner />}
              Link again
            </Button>
          )}
          <Button
            variant="outline"
            className="w-full sm:w-fit"
            disabled={unlink.isPending}
            onClick={() => unlink.mutate()}
          >
            {unlink.isPending && <Spinner />}
            Unlink Discord
          </Button>
        </div>
      </div>
    );
  };

  return (
    <Card role="region" aria-labelledby="discord-title">
      <CardHeader>
        <CardTitle id="discord-title" className="flex items-center gap-2">
          <MessagesSquare className="size-5 text-info" aria-hidden />
          Discord server
        </CardTitle>
        <CardDescription>
          Signals and their updates in a Discord server, with the role of your plan, for as long as it is active.
        </CardDescription>
      </CardHeader>
      <CardContent>{content()}</CardContent>
    </Card>
  );
}
