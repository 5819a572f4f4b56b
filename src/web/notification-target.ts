/**
 * Where a click on a notification opens the app: the path the notification carries when it is a page of this site,
 * else `fallback`. The path is resolved as the browser would open it, so "//host", "/\host" and "/\t/host"
 * (protocol-relative, once the browser has read them) never open another site.
 */
export function notificationTarget(data: unknown, origin: string, fallback: string): string {
  const path = typeof data === "object" && data !== null && "url" in data ? data.url : undefined;
  if (typeof path !== "string" || !path.startsWith("/")) return fallback;
  try {
    const target = new URL(path, origin);
    return target.origin === new URL(origin).origin ? `${target.pathname}${target.search}${target.hash}` : fallback;
  } catch {
    return fallback;
  }
}
