import type { AdminLogQuery } from "@shared/admin-log";
import type { AdminUserFilters } from "@/features/admin/api/get-admin-users";

/** Every admin query lives under ["admin"]; a sign-out removes them with the rest of the user's data. */
export const adminKeys = {
  all: ["admin"] as const,
  stats: () => [...adminKeys.all, "stats"] as const,
  untracked: () => [...adminKeys.all, "untracked"] as const,
  settings: () => [...adminKeys.all, "settings"] as const,
  telegram: () => [...adminKeys.all, "telegram"] as const,
  discord: () => [...adminKeys.all, "discord"] as const,
  users: () => [...adminKeys.all, "users"] as const,
  member: (id: string) => [...adminKeys.users(), "member", id] as const,
  userList: (filters: AdminUserFilters) => [...adminKeys.users(), filters] as const,
  support: () => [...adminKeys.all, "support"] as const,
  supportQueue: () => [...adminKeys.support(), "queue"] as const,
  supportThread: (memberId: string) => [...adminKeys.support(), "thread", memberId] as const,
  openApi: () => [...adminKeys.all, "openapi"] as const,
  mail: () => [...adminKeys.all, "mail"] as const,
  mailMessage: (id: string) => [...adminKeys.mail(), id] as const,
  log: (query: AdminLogQuery) => [...adminKeys.all, "log", query] as const,
};
