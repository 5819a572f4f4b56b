import { Link, NavLink } from "@/lib/app-navigation";
import { BOTTOM_BAR_ICONS } from "@/app/layouts/bottom-bar-icons";
import { bottomBarItems, type PlanViewer } from "@/app/layouts/navigation";
import { useT } from "@/lib/i18n";

interface BottomBarProps {
  viewer: PlanViewer;
  /** While the session check runs, the last slot (which depends on who is looking) stays empty. */
  isLoading: boolean;
  pathname: string;
}

const ITEM =
  "flex flex-1 flex-col items-center justify-center gap-1 text-xs font-medium text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:text-gain";

/** Mobile bottom bar, below 768 px. The layout decides where it is hidden. */
export function BottomBar({ viewer, isLoading, pathname }: BottomBarProps) {
  const items = bottomBarItems(viewer, pathname);
  const { t } = useT();
  return (
    <nav
      aria-label={t("site:menu.quickLinks")}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-background/85 md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-4 px-[env(safe-area-inset-left)]">
        {items.map(({ label, to, icon, dot }, index) => {
          const Icon = BOTTOM_BAR_ICONS[icon];
          if (isLoading && index === items.length - 1) return <li key="pending" aria-hidden />;
          const content = (
            <>
              <span className="relative">
                <Icon className="size-5" aria-hidden />
                {dot && (
                  <span
                    aria-hidden
                    data-testid="signals-dot"
                    className="absolute -end-1 -top-0.5 size-2 rounded-full bg-gain ring-2 ring-background"
                  />
                )}
              </span>
              {t(label)}
            </>
          );
          return (
            <li key={label} className="flex">
              {/* Signed in, Home and Signals share the dashboard; only Signals shows as the current page. */}
              {label === "site:nav.home" && viewer ? (
                <Link to={to} className={ITEM}>
                  {content}
                </Link>
              ) : (
                <NavLink to={to} end className={ITEM}>
                  {content}
                </NavLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
