import type { PublicUser } from "@shared/users";

/** After sign-in, admins land on /admin and everyone else on /dashboard. */
export function homePathFor(user: Pick<PublicUser, "role">): string {
  return user.role === "admin" ? "/admin" : "/dashboard";
}

/**
 * The page that sent the visitor to sign in, from router location state `{ from }`. Only same-site paths are
 * honoured, so a crafted state cannot bounce a fresh session to another origin.
 */
export function readReturnPath(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("from" in state)) return null;
  const { from } = state;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return null;
  return from;
}
