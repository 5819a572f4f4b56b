import { LogOut } from "lucide-react";
import type { RefObject } from "react";
import { Link, NavLink } from "@/lib/app-navigation";
import type { PublicUser } from "@shared/users";
import { NAV_ICONS } from "@/app/layouts/nav-icons";
import { mobileMenuLinks } from "@/app/layouts/navigation";
import { fullName } from "@shared/user-names";
import { UserAvatar } from "@/features/auth/components/user-avatar";
import { useSignOut } from "@/features/auth/hooks/use-sign-out";
import { BrandLogo } from "@/components/brand";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { PlanBadge } from "@/features/dashboard/components/plan-badge";
import { useSession } from "@/features/auth/hooks/use-session";
import { useT } from "@/lib/i18n";
import { LanguageSelect } from "@/components/language-select";

interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

function UserCard({ user }: { user: PublicUser }) {
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-card p-3">
      <UserAvatar user={user} className="size-11 text-base" />
      <div className="flex min-w-0 flex-col gap-1">
        <span className="truncate font-semibold">{fullName(user)}</span>
        <span className="truncate text-xs text-muted-foreground">{user.email}</span>
        <PlanBadge status={user.subscriptionStatus} />
      </div>
    </div>
  );
}

/** Only a signed-in member has it, so the lean public app (no query client, docs/decisions/0018-lean-public-entry.md) never runs its hook. */
function LogoutButton({ onOpenChange }: Pick<MobileMenuPanelProps, "onOpenChange">) {
  const signOut = useSignOut();
  const { t } = useT();
  return (
    <Button
      variant="outline"
      onClick={async () => {
        onOpenChange(false);
        await signOut();
      }}
    >
      <LogOut aria-hidden />
      {t("app:menu.logout")}
    </Button>
  );
}

export function MobileMenuPanel({ open, onOpenChange, returnFocusTo }: MobileMenuPanelProps) {
  const { user } = useSession();
  const { t } = useT();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        closeLabel={t("site:menu.close")}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <div className="flex flex-col gap-1 border-b px-5 pt-5 pb-4">
          <SheetTitle asChild>
            <h2>
              <BrandLogo />
            </h2>
          </SheetTitle>
          <SheetDescription className="text-sm text-muted-foreground">{t("site:menu.tagline")}</SheetDescription>
        </div>
        <div className="flex flex-1 flex-col gap-4 p-4">
          {user && <UserCard user={user} />}
          <nav aria-label={t("site:menu.title")}>
            <ul className="flex flex-col gap-1">
              {mobileMenuLinks(user).map(({ label, to, icon }) => {
                const Icon = NAV_ICONS[icon];
                return (
                  <li key={label}>
                    <SheetClose asChild>
                      <NavLink
                        to={to}
                        end
                        className="flex min-h-12 items-center gap-3 rounded-md px-3 text-[15px] font-medium transition-colors hover:bg-accent aria-[current=page]:bg-accent aria-[current=page]:text-gain"
                      >
                        <Icon className="size-5 text-muted-foreground" aria-hidden />
                        {t(label)}
                      </NavLink>
                    </SheetClose>
                  </li>
                );
              })}
            </ul>
          </nav>
          <LanguageSelect className="h-11 w-full" />
        </div>
        <div className="flex flex-col gap-2 border-t p-4">
          {user ? (
            <LogoutButton onOpenChange={onOpenChange} />
          ) : (
            <>
              <SheetClose asChild>
                <Button asChild variant="outline">
                  <Link to="/login">{t("site:header.login")}</Link>
                </Button>
              </SheetClose>
              <SheetClose asChild>
                <Button asChild>
                  <Link to="/subscribe">{t("site:nav.subscribe")}</Link>
                </Button>
              </SheetClose>
              <p className="pt-1 text-center text-sm text-muted-foreground">
                {t("site:menu.newHere")}{" "}
                <SheetClose asChild>
                  <Link
                    to="/register"
                    className="inline-flex min-h-11 items-center font-semibold text-gain underline-offset-4 hover:underline"
                  >
                    {t("site:nav.signUp")}
                  </Link>
                </SheetClose>
              </p>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
