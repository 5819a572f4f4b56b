/**
 * What the public pages say about the business: configuration (APP_NAME, SUPPORT_EMAIL, LEGAL_*), written into
 * index.html's meta tags by the server so the client bundle bakes none of it in.
 */
export interface SiteInfo {
  appName: string;
  /** SUPPORT_EMAIL; required outside a test deployment, which without it shows support@ its own host. */
  supportEmail: string;
  legal: {
    /** Governing law of the terms, e.g. "the State of Delaware, United States". */
    jurisdiction: string;
    /** Postal address and phone are shown only when configured. */
    address: string | undefined;
    phone: string | undefined;
    /** The day the legal texts last changed, YYYY-MM-DD (LEGAL_UPDATED); unknown to a page served without it. */
    updated: string | undefined;
  };
}

/** The meta tag names the server fills in and the client reads, one per field. */
export const SITE_META = {
  appName: "application-name",
  supportEmail: "support-email",
  jurisdiction: "legal-jurisdiction",
  address: "legal-address",
  phone: "legal-phone",
  legalUpdated: "legal-updated",
} as const;

/** When the Terms and Privacy texts in this repository last changed; LEGAL_UPDATED overrides it for edited texts. */
export const LEGAL_TEXTS_CHANGED = "2026-11-21";

/**
 * Everything the public pages print from the site's configuration, as the exact text shown ("" where a page shows
 * nothing). The prerendered pages are built before that configuration is known, so they hold a placeholder where
 * each text goes and the server writes the texts in when it serves them; the client computes the same texts from
 * the meta tags, so the page it takes over reads the same (docs/decisions/0011-prerendered-public-pages.md).
 */
export interface SiteTexts {
  appName: string;
  supportEmail: string;
  jurisdiction: string;
  /** "Address: …" in the page's language, only when LEGAL_ADDRESS is configured. */
  addressLine: string;
  /** "Phone: …" in the page's language, only when LEGAL_PHONE is configured. */
  phoneLine: string;
  /**
   * "Last updated: November 21, 2026", "Última actualización: 21 de noviembre de 2026": the day the legal texts changed,
   * never the day they are read.
   */
  legalUpdatedLine: string;
}

/** What a prerendered page holds in place of each text: letters React escapes to nothing else, found by the server. */
export const SITE_TEXT_PLACEHOLDERS: SiteTexts = {
  appName: "%site:appName%",
  supportEmail: "%site:supportEmail%",
  jurisdiction: "%site:jurisdiction%",
  addressLine: "%site:addressLine%",
  phoneLine: "%site:phoneLine%",
  legalUpdatedLine: "%site:legalUpdatedLine%",
};
