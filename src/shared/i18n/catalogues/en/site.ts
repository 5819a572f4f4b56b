import type { Catalogue } from "../../translate.js";

/** The site frame as a visitor sees it (header, menus, footer, banners) and the landing page's hero: every public page's first download. */
export default {
  skipToContent: "Skip to content",
  header: {
    mainNav: "Main",
    home: "{{appName}} home",
    login: "Login",
    tryFullAccess: "Try Full Access - {{price}}",
  },
  nav: {
    home: "Home",
    plans: "Plans",
    about: "About",
    tradingSignals: "Trading Signals",
    plansAndPricing: "Plans & Pricing",
    signals: "Signals",
    subscribe: "Subscribe",
    signUp: "Sign Up",
  },
  menu: {
    open: "Open menu",
    title: "Menu",
    tagline: "Professional trading insights platform",
    newHere: "New here?",
    quickLinks: "Quick links",
  },
  language: {
    label: "Language",
  },
  offline: "You're offline — we'll reconnect when you're back.",
  riskWarning: "Risk warning",
  footer: {
    tagline: "Live trading positions from a professional trader, shared as they are taken: Pro first, then Trial.",
    site: "Site",
    company: "Company",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
    share: "Share {{appName}}",
    shareText: "{{appName}}: live trading signals from a professional trader",
    opensShare: "(share, opens in a new tab)",
    riskDisclaimer: "Risk Disclaimer",
    educationOnly: "Positions shared by {{appName}} are for information and education only.",
    rights: "All rights reserved.",
  },
  landing: {
    description:
      "Live trading signals from a professional trader: forex, commodities, crypto, indices and stocks, with entry, target, stop loss and instant push alerts.",
    badge: "Live trading signals",
    titleStart: "Trade alongside a professional,",
    titleEnd: "every step of the way",
    lead: "Every position shared as it is opened: entry, target, stop loss, risk level and the reasoning behind it, with an alert on your phone when anything changes. Pro members get each entry first; the plans below say when Trial Access gets it.",
    tryFullAccess: "Try Full Access for {{price}}",
    learnMore: "Learn More",
    learnMoreAbout: "about {{appName}}",
    trialTerms_one: "{{count}} day of full access · One payment · No automatic billing",
    trialTerms_other: "{{count}} days of full access · One payment · No automatic billing",
    markets: "Forex, commodities, crypto, indices and stocks",
    alerts: "Instant push alerts on your phone",
    guarantee_one: "{{count}}-day money-back guarantee",
    guarantee_other: "{{count}}-day money-back guarantee",
  },
} satisfies Catalogue;
