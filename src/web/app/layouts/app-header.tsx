import { Suspense, lazy, type ComponentType, type ReactNode } from "react";
import { Link, NavLink } from "@/lib/app-navigation";
import { hasAccess } from "@shared/access";
import { PLANS, formatPlanPrice } from "@shared/plans";
import type { PublicUser } from "@shared/users";
import { avatarTriggerClass } from "@/features/auth/components/avatar-menu-trigger";
import { MobileMenu } from "@/app/layouts/mobile-menu";
import { headerLinks, homePath } from "@/app/layouts/navigation";
import { UserAvatar } from "@/features/auth/components/user-avatar";
import { BrandLogo } from "@/components/brand";
import { LanguageSelect } from "@/components/language-select";
import { buttonVariants } from "@/components/ui/button-variants";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/features/auth/hooks/use-session";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n";
import { getAppName } from "@/lib/site-info";

// Signed-out visitors never need the dropdown code.
const AvatarMenu = lazy(async () => ({ default: (await import("@/app/layouts/avatar-menu")).AvatarMenu }));
// Nor do visitors and admins need the notifications code.
// A chunk that cannot load (offline before the service worker has cached it) leaves the slot empty rather than
// failing the page.
const HeaderNotifications = lazy(async (): Promise<{ default: ComponentType<object> }> => {
  try {
    return { default: (await import("@/features/notifications/components/header-notifications")).HeaderNotifications };
  } catch (error) {
    console.warn("Notifications could not load", error);
    return { default: () => null };
  }
});

/** And docs/product.md#notifications: the bell and the live connection are for members with access, never admins. */
const getsNotifications = (user: PublicUser) => user.role !== "admin" && hasAccess(user);

const linkClass =
  "inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground";
const activeLinkClass = "text-foreground underline decoration-gain decoration-2 underline-offset-[10px]";

function DesktopLinks({ user }: { user: PublicUser | null }) {
  const { t } = useT();
  return (
    <nav aria-label={t("site:header.mainNav")} className="hidden md:block">
      <ul className="flex items-center gap-1">
        {headerLinks(user).map(({ label, to }) => (
          <li key={label}>
            {/* Signed in, Home and Dashboard share a target; only Dashboard shows as the current page. */}
            {label === "site:nav.home" && user ? (
              <Link to={to} className={linkClass}>
                {t(label)}
              </Link>
            ) : (
              <NavLink to={to} end className={({ isActive }) => cn(linkClass, isActive && activeLinkClass)}>
                {t(label)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SignedOutActions() {
  const { t } = useT();
  return (
    <div className="hidden items-center gap-2 md:flex">
      <Link to="/login" className={cn(buttonVariants({ variant: "ghost" }), "px-3")}>
        {t("site:header.login")}
      </Link>
      <Link to="/subscribe" className={cn(buttonVariants(), "px-4")}>
        {t("site:header.tryFullAccess", { price: formatPlanPrice(PLANS.trial) })}
      </Link>
    </div>
  );
}

/**
 * Site header: desktop links and account actions from 768 px, the slide-out menu below; `notice` is a band under
 * them that stays in view as the page scrolls (the public pages' risk warning).
 */
export function AppHeader({ notice }: { notice?: ReactNode }) {
  const { user, isLoading } = useSession();
  const { t } = useT();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 pt-[env(safe-area-inset-top)] backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 md:px-6">
        <div className="flex items-center gap-6">
          <Link
            to={homePath(user)}
            className="-ms-1 flex min-h-11 items-center rounded-md px-1"
            // The name starts with the words the logo shows (WCAG 2.5.3, label in name), then says where it leads.
            aria-label={t(user ? "app:header.dashboard" : "site:header.home", { appName: getAppName() })}
          >
            <BrandLogo />
          </Link>
          <DesktopLinks user={user} />
        </div>
        <div className="flex items-center gap-1.5 md:gap-2">
          <LanguageSelect className="hidden md:block" />
          {isLoading ? (
            <Skeleton className="hidden h-9 w-40 md:block" />
          ) : user ? (
            <>
              {/* Extra header component for non-admins, before the avatar. */}
              {getsNotifications(user) && (
                <Suspense fallback={<span aria-hidden className="size-11" />}>
                  <HeaderNotifications />
                </Suspense>
              )}
              {/* The avatar menu is hidden by CSS below 768 px rather than unmounted, so a resize never closes it. */}
              <div className="hidden md:block">
                <Suspense
                  fallback={
                    <span className={avatarTriggerClass}>
                      <UserAvatar user={user} />
                    </span>
                  }
                >
                  <AvatarMenu user={user} />
                </Suspense>
              </div>
            </>
          ) : (
            <SignedOutActions />
          )}
          <MobileMenu />
        </div>
      </div>
      {notice}
    </header>
  );
}
