import { useEffect } from "react";
import { getAppName } from "@/lib/site-info";

/** "Sign in · SignalDesk"; the bare product name when the page has no title of its own. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    const appName = getAppName();
    document.title = pageTitle ? `${pageTitle} · ${appName}` : appName;
  }, [pageTitle]);
}
