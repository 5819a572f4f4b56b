/**
 * What the public pages say about the business: configuration (APP_NAME, SUPPORT_EMAIL, LEGAL_*), written into
 * index.html's meta tags by the server so the client bundle bakes none of it in.
 */
export interface SiteInfo {
  appName: string;
  /** SUPPORT_EMAIL; required outside a test deployment, absent in development without it (pages then say so). */
  supportEmail: string | undefined;
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
