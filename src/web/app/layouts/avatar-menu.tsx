import { CreditCard, LayoutDashboard, LogOut, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import type { PublicUser } from "@shared/users";
import { avatarTriggerClass } from "@/app/layouts/avatar-menu-trigger";
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

const ICONS: Record<string, typeof LayoutDashboard> = {
  "/dashboard": LayoutDashboard,
  "/plans": CreditCard,
  "/admin": ShieldCheck,
};

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
        {avatarMenuLinks(user).map(({ label, to }) => {
          const Icon = ICONS[to] ?? LayoutDashboard;
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
