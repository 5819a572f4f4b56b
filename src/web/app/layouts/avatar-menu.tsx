import { Link } from "react-router";
import type { PublicUser } from "@shared/users";
import { AccountMenu } from "@/features/auth/components/account-menu";
import { NAV_ICONS } from "@/app/layouts/nav-icons";
import { avatarMenuLinks } from "@/app/layouts/navigation";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { useT } from "@/lib/i18n";

/** Avatar menu: Dashboard, Subscription, Admin Panel (admins), Logout. Loaded once someone signs in. */
export function AvatarMenu({ user }: { user: PublicUser }) {
  const { t } = useT();
  return (
    <AccountMenu user={user} logoutLabel={t("app:menu.logout")}>
      {avatarMenuLinks(user).map(({ label, to, icon }) => {
        const Icon = NAV_ICONS[icon];
        return (
          <DropdownMenuItem key={label} asChild>
            <Link to={to}>
              <Icon aria-hidden />
              {t(label)}
            </Link>
          </DropdownMenuItem>
        );
      })}
    </AccountMenu>
  );
}
