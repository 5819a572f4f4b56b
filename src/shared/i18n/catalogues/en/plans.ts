import type { Catalogue } from "../../translate.js";

/**
 * The plans: their names, badges, features and notes as every screen shows them (the plans page, the landing page's
 * pricing, the member's own plan) and the plans page itself. Loaded by the pages that show a plan.
 */
export default {
  meta: {
    title: "Plans",
    description_one:
      "Choose {{trial}} ({{trialPrice}} once, {{count}} day) or {{pro}} ({{proPrice}} a month, cancel anytime) for live trading signals.",
    description_other:
      "Choose {{trial}} ({{trialPrice}} once, {{count}} days) or {{pro}} ({{proPrice}} a month, cancel anytime) for live trading signals.",
  },
  names: {
    trial: "Trial Access",
    pro: "Pro Plan",
  },
  trial: {
    badge: "Perfect for beginners",
    note: "One-time payment, no recurring charges. Upgrade anytime.",
    features: {
      fullAccess: "Full access to all trading signals",
      commentary: "Expert market commentary",
      updates: "Live updates on every position you receive",
      mobile: "Mobile-optimized interface",
      risk: "Risk management insights",
    },
  },
  pro: {
    badge: "Most popular",
    note: "Recurring billing. Cancel anytime via account settings.",
    features: {
      everythingInTrial: "Everything in Trial",
      support: "Priority customer support, answered first on the Support page",
      analytics: "Advanced analytics dashboard on the Analytics page",
      portfolio: "Portfolio performance tracking of the trades you take, on the Portfolio page",
      personal: "Personal updates on your trades, in your own numbers",
      insights: "Exclusive market insights on your dashboard and the Market Insights page",
      summaries: "Weekly performance summaries every Monday, in the app and by email",
      api: "API tokens and signed webhooks for your own tools, on the Account page",
      cancelAnytime: "Cancel anytime",
    },
  },
  earlyAccess: {
    promise_one: "Entries {{count}} minute before Trial members",
    promise_other: "Entries {{count}} minutes before Trial members",
    delay_one: "New entries {{count}} minute after Pro members",
    delay_other: "New entries {{count}} minutes after Pro members",
    feature: "New entries",
    trial_one: "{{count}} min after Pro",
    trial_other: "{{count}} min after Pro",
    pro: "As published",
  },
  page: {
    backToDashboard: "Back to Dashboard",
    backToHome: "Back to Home",
    choose: "Choose your plan",
    lead: "Live positions with entry, target, stop loss and commentary, and every update as it happens.",
    loading: "Loading your plan",
  },
  card: {
    ribbon: "Most Popular",
    oneTime: "one time",
    perMonth: "per month",
    processing: "Processing...",
    get: "Get {{plan}} - {{price}}",
  },
  login: {
    title: "Login Required",
    text: "Sign in or create an account to choose a plan.",
    login: "Login",
    register: "Create Account",
  },
  checkout: {
    signInRequired: "Please log in to subscribe to a plan.",
    failed: "There was an error processing your request. Please try again.",
  },
} satisfies Catalogue;
