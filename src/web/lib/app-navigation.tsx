import { createContext, useContext, type ComponentProps, type MouseEvent } from "react";

export interface NavigateOptions {
  replace?: boolean;
  /** Handed to the next page as React Router's location state (e.g. where to return after signing in). */
  state?: unknown;
}

/** Where the tab is, and how to move: what the links below need from whichever app runs the page. */
export interface AppNavigation {
  pathname: string;
  navigate: (to: string, options?: NavigateOptions) => void;
  /** The address a link to `to` goes to: on the public pages, a public page's in the language on screen. */
  localize?: (to: string) => string;
}

const AppNavigationContext = createContext<AppNavigation | null>(null);

/**
 * The member app provides React Router's location and navigate here (app/router.tsx); the lean public app its own
 * (app/public-app.tsx). The links shared by both import neither router, so the public pages' first load carries no
 * router code (docs/decisions/0018-lean-public-entry.md).
 */
export const AppNavigationProvider = AppNavigationContext.Provider;

/** The app's navigation; null outside of one (an error screen above the router): links then load the page. */
export const useAppNavigation = (): AppNavigation | null => useContext(AppNavigationContext);

const segmentsOf = (path: string) => path.toLowerCase().split("/").filter(Boolean);

/** As React Router's NavLink matches: letter case and a trailing slash do not matter; without `end`, sub-paths too. */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const here = segmentsOf(pathname);
  const target = segmentsOf(to.split(/[?#]/)[0] ?? "");
  if (end ? here.length !== target.length : here.length < target.length) return false;
  return target.every((segment, index) => segment === here[index]);
}

type LinkProps = Omit<ComponentProps<"a">, "href"> & NavigateOptions & { to: string };

/** A link inside the app: a plain click moves without loading a page; a modified one behaves as any link. */
export function Link({ to, replace, state, onClick, target, ...props }: LinkProps) {
  const navigation = useAppNavigation();
  const href = navigation?.localize ? navigation.localize(to) : to;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigation || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || (target && target !== "_self")) return;
    event.preventDefault();
    navigation.navigate(href, { replace, state });
  };
  return <a href={href} target={target} onClick={follow} {...props} />;
}

type NavLinkProps = Omit<LinkProps, "className"> & {
  /** Current only on this very path, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
};

/** A link that says when it leads to the page on screen (`aria-current="page"`). */
export function NavLink({ to, end, className, ...props }: NavLinkProps) {
  const pathname = useAppNavigation()?.pathname ?? (typeof window === "undefined" ? "" : window.location.pathname);
  const isActive = isActivePath(pathname, to, end);
  return (
    <Link
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
      {...props}
    />
  );
}
