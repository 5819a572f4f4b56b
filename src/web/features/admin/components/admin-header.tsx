import type { PublicUser } from "@shared/users";
import { AccountMenu } from "@/features/auth/components/account-menu";
import { BrandLogo } from "@/components/brand";
import { Badge } from "@/components/ui/badge";

/** Product name, an 'Admin' badge and the avatar menu, in place of the site header (768 px and up). */
export function AdminHeader({ user }: { user: PublicUser }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-3 px-4 md:px-6">
        <div className="flex items-center gap-3">
          <BrandLogo />
          <Badge variant="gain">Admin</Badge>
        </div>
        <AccountMenu user={user} caption="Administrator" logoutLabel="Log out" />
      </div>
    </header>
  );
}
