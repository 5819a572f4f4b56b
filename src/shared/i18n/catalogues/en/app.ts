import type { Catalogue } from "../../translate.js";

/**
 * The member app: what only a signed-in member sees (their menus' entries, their screens), and the screens only the
 * member app draws for anyone (the 404 page, the router's error screen).
 */
export default {
  subscriptionRequired: {
    title: "Subscription Required",
    body: "{{firstName}}, your account has no active plan. Choose one to see live positions, commentary and alerts.",
    getTrial: "Get Trial Access - {{price}}",
    getPro: "Get Pro Plan - {{price}}",
    terms_one: "Trial Access: {{count}} day, one payment, no automatic billing. Pro Plan: monthly, cancel anytime.",
    terms_other: "Trial Access: {{count}} days, one payment, no automatic billing. Pro Plan: monthly, cancel anytime.",
    compare: "Compare plans",
  },
  verifyEmail: {
    label: "Verify your email",
    title: "Please verify your email address.",
    titleShort: "Please verify your email.",
    sentTo: "Follow the link we sent to {{email}}.",
    sent: "New link sent",
    resend: "Resend the link",
    resendShort: "Resend",
  },
  plan: {
    badge: "{{plan}} Plan",
  },
  menu: {
    logout: "Logout",
    accountFor: "Account menu for {{name}}",
  },
  header: {
    dashboard: "{{appName}} dashboard",
  },
  nav: {
    dashboard: "Dashboard",
    adminPanel: "Admin Panel",
    accountSettings: "Account Settings",
    support: "Support",
    analytics: "Analytics",
    marketInsights: "Market Insights",
    portfolio: "Portfolio",
    weeklySummaries: "Weekly summaries",
    subscription: "Subscription",
    myPlan: "My Plan",
    admin: "Admin",
    account: "Account",
  },
  controls: {
    retry: "Retry",
    close: "Close",
    loading: "Loading",
    showPassword: "Show password",
    hidePassword: "Hide password",
    swipe_one: "Swipe sideways for all {{count}} column",
    swipe_other: "Swipe sideways for all {{count}} columns",
  },
  session: {
    checking: "Checking your session",
  },
  language: {
    saveFailed:
      "Your language could not be saved to your account: this device shows it, your other devices do not yet. Try again in a moment.",
  },
  failure: {
    generic: "Something went wrong. Please try again.",
  },
  errorPages: {
    home: "Back to home",
    notFound: {
      title: "Page not found",
      description: "There is no page at this address.",
      heading: "404 Page Not Found",
      text: "There is no page at this address. The link may be out of date, or the address mistyped.",
    },
    notLoaded: {
      title: "Page did not load",
      description: "A part of this page could not be downloaded.",
      heading: "This page did not load",
      online: "A part of it could not be downloaded. Retry loads it again.",
      offline:
        "You're offline, and this part of the app is not saved on this device yet. Retry once you're back online.",
    },
    failed: {
      title: "Error",
      description: "This page could not be shown.",
      heading: "Unexpected Application Error!",
    },
  },
} satisfies Catalogue;
