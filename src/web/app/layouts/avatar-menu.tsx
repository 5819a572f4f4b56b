import { LogOut } from "lucide-react";
import { Link } from "react-router";
import type { PublicUser } from "@shared/users";
import { avatarTriggerClass } from "@/app/layouts/avatar-menu-trigger";
import { NAV_ICONS } from "@/app/layouts/nav-icons";
import { avatarMenuLinks, displayName } from "@/app/layouts/navigation";
import { UserAvatar } from "@/app/layouts/user-avatar";
import { useSignOut } from "@/app/layouts/use-sign-out";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** Spec §2 avatar menu: Dashboard, Subscription, Admin Panel (admins), Logout. Loaded once someone signs in. */
export function AvatarMenu({ user }: { user: PublicUser }) {
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label={`Account menu for ${displayName(user)}`} className={avatarTriggerClass}>
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="font-semibold">{displayName(user)}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {avatarMenuLinks(user).map(({ label, to, icon }) => {
          const Icon = NAV_ICONS[icon];
          return (
            <DropdownMenuItem key={label} asChild>
              <Link to={to}>
                <Icon aria-hidden />
                {label}
              </Link>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut aria-hidden />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
