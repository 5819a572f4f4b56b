import { Check, X, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { RoomPlatformName } from "@shared/room-platforms";
import type { RoomAction } from "@shared/telegram";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { RoomActions } from "@/features/admin-integrations/components/room-actions";

/** What every room's settings answer has, whatever the platform. */
export interface RoomSettingsView {
  configured: boolean;
  counts: { linked: number; joined: number; pendingJobs: number; failedJobs: number };
  actions: RoomAction[];
}

/** The bot's state in the platform's words, in one shape for the card. */
export interface RoomBotStatus {
  state: "off" | "unchecked" | "connected" | "problem";
  /** The bot's name as members see it. */
  bot: string | null;
  /** The channel, group or server the bot is in. */
  place: string | null;
  /** What the bot needs there (a right, a role, a permission), each met or not. */
  needs: { key: string; label: string; met: boolean }[];
  problems: string[];
}

/** What tells one platform's card from another's: its words and the room's name. */
export interface RoomCardText {
  /** The platform: ids and names start with it, and its settings are read and saved under it. */
  id: RoomPlatformName;
  /** "Telegram": in "Could not load the Telegram settings.". */
  platform: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** The status box's accessible name. */
  statusLabel: string;
  /** What a met need is called to a screen reader ("granted", "ok"). */
  metLabel: string;
  /** How to set the platform up, while it is off. */
  setUp: string;
  /** What members are in: "the room", "the server". */
  room: string;
  /** The actions list's heading and accessible name. */
  actionsTitle: string;
  actionsLabel: string;
}

const STATE_BADGE = {
  off: { label: "Off", variant: "outline" },
  unchecked: { label: "Not checked yet", variant: "outline" },
  connected: { label: "Connected", variant: "gain" },
  problem: { label: "Needs attention", variant: "warning" },
} as const;

/**
 * A room's settings card (docs/integrations.md): whether the bot is connected with what it needs, the platform's
 * settings form (`children`, given the loaded settings) and what the access check and the reconciler did.
 */
export function RoomSettingsCard<View extends RoomSettingsView>({
  text,
  settings,
  status,
  reconcile,
  children,
}: {
  text: RoomCardText;
  settings: UseQueryResult<View>;
  status: (view: View) => RoomBotStatus;
  reconcile: { isPending: boolean; mutate: () => void };
  children: (view: View) => ReactNode;
}) {
  const view = settings.data;
  const Icon = text.icon;
  return (
    <Card role="region" aria-labelledby={`${text.id}-settings-title`}>
      <CardHeader>
        <CardTitle id={`${text.id}-settings-title`} className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-info" aria-hidden />
          {text.title}
        </CardTitle>
        <CardDescription>{text.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.isPending ? (
          <Spinner />
        ) : settings.isError || !view ? (
          <p className="text-sm text-loss">Could not load the {text.platform} settings.</p>
        ) : (
          <>
            <BotStatus text={text} view={view} status={status(view)} />
            {children(view)}
            {view.configured && (
              <RoomActions
                title={text.actionsTitle}
                listLabel={text.actionsLabel}
                actions={view.actions}
                reconcile={reconcile}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function BotStatus({ text, view, status }: { text: RoomCardText; view: RoomSettingsView; status: RoomBotStatus }) {
  const badge = STATE_BADGE[status.state];
  const { counts } = view;
  return (
    <div className="grid gap-2 rounded-lg border p-3" role="status" aria-label={text.statusLabel}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={badge.variant}>{badge.label}</Badge>
        {status.bot && <span className="font-medium break-all">{status.bot}</span>}
        {status.place && <span className="break-all text-muted-foreground">in {status.place}</span>}
      </p>
      {status.needs.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {status.needs.map((need) => (
            <li key={need.key} className="flex items-center gap-2">
              {need.met ? (
                <Check className="size-4 shrink-0 text-gain" aria-label={text.metLabel} />
              ) : (
                <X className="size-4 shrink-0 text-loss" aria-label="missing" />
              )}
              {need.label}
            </li>
          ))}
        </ul>
      )}
      {status.state === "off" && <p className="text-sm text-muted-foreground">{text.setUp}</p>}
      {status.problems.map((problem) => (
        <p key={problem} className="text-sm text-loss">
          {problem}
        </p>
      ))}
      {view.configured && (
        <p className="text-xs text-muted-foreground">
          {counts.linked} linked · {counts.joined} in {text.room} · {counts.pendingJobs} waiting to be done
          {counts.failedJobs > 0 ? ` · ${counts.failedJobs} given up` : ""}
        </p>
      )}
    </div>
  );
}
