import type { PublicUser } from "@shared/users";
import { initials } from "@shared/user-names";
import { cn } from "@/lib/cn";

/** The initials disc that stands for the signed-in user. Decorative: its container names the user. */
export function UserAvatar({ user, className }: { user: PublicUser; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-gain ring-1 ring-border",
        className,
      )}
    >
      {initials(user)}
    </span>
  );
}
