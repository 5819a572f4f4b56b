import { SITE_META, type SiteInfo } from "@shared/site";

/**
 * The product name, support address and legal details are configuration (docs/product.md#naming): the server writes
 * them into index.html's meta tags at serve time, so the client reads them there instead of baking them in.
 */
function readMeta(name: string): string | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content || undefined;
}

export function getAppName(): string {
  return readMeta(SITE_META.appName) ?? document.title;
}

export function getSiteInfo(): SiteInfo {
  const appName = getAppName();
  return {
    appName,
    supportEmail: readMeta(SITE_META.supportEmail),
    legal: {
      jurisdiction: readMeta(SITE_META.jurisdiction) ?? "the State of Delaware, United States",
      address: readMeta(SITE_META.address),
      phone: readMeta(SITE_META.phone),
      updated: readMeta(SITE_META.legalUpdated),
    },
  };
}
