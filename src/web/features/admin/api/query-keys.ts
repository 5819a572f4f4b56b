import type { AdminLogQuery } from "@shared/admin-log";
import type { RoomPlatformName } from "@shared/room-platforms";

/**
 * Every admin query of every admin area lives under ["admin"]; a sign-out removes them with the rest of the user's
 * data, and a change in one area refreshes what another shows (a member's plan moves the overview's figures).
 */
export const adminKeys = {
  all: ["admin"] as const,
  stats: () => [...adminKeys.all, "stats"] as const,
  untracked: () => [...adminKeys.all, "untracked"] as const,
  settings: () => [...adminKeys.all, "settings"] as const,
  /** A chat platform's room settings ("telegram", "discord"). */
  room: (name: RoomPlatformName) => [...adminKeys.all, name] as const,
  users: () => [...adminKeys.all, "users"] as const,
  member: (id: string) => [...adminKeys.users(), "member", id] as const,
  userList: <Filters extends object>(filters: Filters) => [...adminKeys.users(), filters] as const,
  support: () => [...adminKeys.all, "support"] as const,
  supportQueue: () => [...adminKeys.support(), "queue"] as const,
  supportThread: (memberId: string) => [...adminKeys.support(), "thread", memberId] as const,
  openApi: () => [...adminKeys.all, "openapi"] as const,
  mail: () => [...adminKeys.all, "mail"] as const,
  mailMessage: (id: string) => [...adminKeys.mail(), id] as const,
  promotions: () => [...adminKeys.all, "promotions"] as const,
  referrals: () => [...adminKeys.all, "referrals"] as const,
  redemptions: (codeId: string) => [...adminKeys.promotions(), "redemptions", codeId] as const,
  log: (query: AdminLogQuery) => [...adminKeys.all, "log", query] as const,
  alertSources: () => [...adminKeys.all, "alert-sources"] as const,
  /** The alert log and the drafts waiting in it. */
  alerts: () => [...adminKeys.all, "alerts"] as const,
  providerKeys: () => [...adminKeys.all, "provider-keys"] as const,
};
