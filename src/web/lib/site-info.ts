import { SITE_META, SITE_TEXT_PLACEHOLDERS, type SiteInfo } from "@shared/site";

/**
 * The product name, support address and legal details are configuration (docs/product.md#naming): the server writes
 * them into index.html's meta tags at serve time, so the client reads them there instead of baking them in.
 */
export function readMeta(name: string): string | undefined {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content || undefined;
}

/**
 * Prerendering the public pages at build time has no document and no configuration yet: the pages get placeholders,
 * which the server replaces with the configured texts (docs/decisions/0011-prerendered-public-pages.md).
 */
export const isPrerendering = (): boolean => typeof document === "undefined";

export function getAppName(): string {
  if (isPrerendering()) return SITE_TEXT_PLACEHOLDERS.appName;
  return readMeta(SITE_META.appName) ?? document.title;
}

export function getSiteInfo(): SiteInfo {
  if (isPrerendering()) {
    // The optional details change a page's shape, so prerendered pages show them through their texts only
    // (src/web/lib/site-texts.ts), never from these fields.
    const { appName, supportEmail, jurisdiction } = SITE_TEXT_PLACEHOLDERS;
    return { appName, supportEmail, legal: { jurisdiction, address: undefined, phone: undefined, updated: undefined } };
  }
  const appName = getAppName();
  return {
    appName,
    supportEmail: readMeta(SITE_META.supportEmail) ?? `support@${window.location.hostname}`,
    legal: {
      jurisdiction: readMeta(SITE_META.jurisdiction) ?? "the State of Delaware, United States",
      address: readMeta(SITE_META.address),
      phone: readMeta(SITE_META.phone),
      updated: readMeta(SITE_META.legalUpdated),
    },
  };
}
