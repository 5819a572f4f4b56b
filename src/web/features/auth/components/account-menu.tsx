import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import type { PublicUser } from "@shared/users";
import { avatarTriggerClass } from "@/features/auth/components/avatar-menu-trigger";
import { fullName } from "@shared/user-names";
import { UserAvatar } from "@/features/auth/components/user-avatar";
import { useSignOut } from "@/features/auth/hooks/use-sign-out";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useT } from "@/lib/i18n";

interface AccountMenuProps {
  user: PublicUser;
  /** A line under the email, such as the admin header's 'Administrator'. */
  caption?: string;
  /** The site menu says 'Logout', the admin header 'Log out'. */
  logoutLabel: string;
  /** Menu items between the name and the sign-out entry. */
  children?: ReactNode;
}

/** The avatar button and its menu, shared by the site header and the admin header. */
export function AccountMenu({ user, caption, logoutLabel, children }: AccountMenuProps) {
  const signOut = useSignOut();
  const { t } = useT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t("app:menu.accountFor", { name: fullName(user) })}
        className={avatarTriggerClass}
      >
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="font-semibold">{fullName(user)}</span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          {caption && <span className="mt-1 text-xs font-medium text-gain">{caption}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {children && (
          <>
            {children}
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem onSelect={signOut}>
          <LogOut aria-hidden />
          {logoutLabel}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
