import type { Language } from "./languages.js";
import type { Catalogue, Catalogues } from "./translate.js";

/*
 * Each language's catalogues, one module per namespace, loaded only when a page needs them
 * (docs/decisions/0037-languages.md): `site` is the frame and the landing page's hero, in every public page's first
 * download; `pages` the public pages' own text (landing page below the hero, About) and the risk warning's presets,
 * loaded by the pages that show it; `app` is the member app's frame; `positions` the dashboard and the positions;
 * `portfolio` the member's portfolio, insights, plan and summaries; `auth` signing up and in; `account` the
 * account, support and invitation pages; `legal` the Terms of Service and the Privacy Policy, loaded by those two
 * pages alone; `record` the track record's and the free signals' titles and leads, `details` what those pages draw once
 * their data has arrived (loaded then); `plans` the plans (their names, features and notes wherever a plan is shown)
 * and the plans page as a visitor first sees it, loaded by the public pages that show a plan; `planFacts` the plans
 * page's comparison and questions, and `subscription` what it says to a member (their plan, a code) with the
 * member's trial banner, checkout and its outcome: both loaded once the plans page is interactive; `install` the
 * install banner, loaded with it, and the update prompt, loaded when it shows; `messages` the server's refusals and
 * the field errors the forms show (docs/decisions/0038-server-messages.md). `email` and `notify` are the server's
 * alone (emails; pushes, chat messages and room posts): no page loads them.
 */

type Loader = () => Promise<{ default: Catalogue }>;

/*
 * One table per namespace, each language's module named in full so that the bundler makes a chunk of each and a
 * search finds them. A new namespace is a new table here and a line in LOADERS.
 */

const site: Record<Language, Loader> = {
  en: () => import("./catalogues/en/site.js"),
  es: () => import("./catalogues/es/site.js"),
  "pt-BR": () => import("./catalogues/pt-BR/site.js"),
  ru: () => import("./catalogues/ru/site.js"),
  tr: () => import("./catalogues/tr/site.js"),
  ar: () => import("./catalogues/ar/site.js"),
  id: () => import("./catalogues/id/site.js"),
};

const app: Record<Language, Loader> = {
  en: () => import("./catalogues/en/app.js"),
  es: () => import("./catalogues/es/app.js"),
  "pt-BR": () => import("./catalogues/pt-BR/app.js"),
  ru: () => import("./catalogues/ru/app.js"),
  tr: () => import("./catalogues/tr/app.js"),
  ar: () => import("./catalogues/ar/app.js"),
  id: () => import("./catalogues/id/app.js"),
};

const messages: Record<Language, Loader> = {
  en: () => import("./catalogues/en/messages.js"),
  es: () => import("./catalogues/es/messages.js"),
  "pt-BR": () => import("./catalogues/pt-BR/messages.js"),
  ru: () => import("./catalogues/ru/messages.js"),
  tr: () => import("./catalogues/tr/messages.js"),
  ar: () => import("./catalogues/ar/messages.js"),
  id: () => import("./catalogues/id/messages.js"),
};

const email: Record<Language, Loader> = {
  en: () => import("./catalogues/en/email.js"),
  es: () => import("./catalogues/es/email.js"),
  "pt-BR": () => import("./catalogues/pt-BR/email.js"),
  ru: () => import("./catalogues/ru/email.js"),
  tr: () => import("./catalogues/tr/email.js"),
  ar: () => import("./catalogues/ar/email.js"),
  id: () => import("./catalogues/id/email.js"),
};

const notify: Record<Language, Loader> = {
  en: () => import("./catalogues/en/notify.js"),
  es: () => import("./catalogues/es/notify.js"),
  "pt-BR": () => import("./catalogues/pt-BR/notify.js"),
  ru: () => import("./catalogues/ru/notify.js"),
  tr: () => import("./catalogues/tr/notify.js"),
  ar: () => import("./catalogues/ar/notify.js"),
  id: () => import("./catalogues/id/notify.js"),
};

const positions: Record<Language, Loader> = {
  en: () => import("./catalogues/en/positions.js"),
  es: () => import("./catalogues/es/positions.js"),
  "pt-BR": () => import("./catalogues/pt-BR/positions.js"),
  ru: () => import("./catalogues/ru/positions.js"),
  tr: () => import("./catalogues/tr/positions.js"),
  ar: () => import("./catalogues/ar/positions.js"),
  id: () => import("./catalogues/id/positions.js"),
};

const portfolio: Record<Language, Loader> = {
  en: () => import("./catalogues/en/portfolio.js"),
  es: () => import("./catalogues/es/portfolio.js"),
  "pt-BR": () => import("./catalogues/pt-BR/portfolio.js"),
  ru: () => import("./catalogues/ru/portfolio.js"),
  tr: () => import("./catalogues/tr/portfolio.js"),
  ar: () => import("./catalogues/ar/portfolio.js"),
  id: () => import("./catalogues/id/portfolio.js"),
};

const pages: Record<Language, Loader> = {
  en: () => import("./catalogues/en/pages.js"),
  es: () => import("./catalogues/es/pages.js"),
  "pt-BR": () => import("./catalogues/pt-BR/pages.js"),
  ru: () => import("./catalogues/ru/pages.js"),
  tr: () => import("./catalogues/tr/pages.js"),
  ar: () => import("./catalogues/ar/pages.js"),
  id: () => import("./catalogues/id/pages.js"),
};

const account: Record<Language, Loader> = {
  en: () => import("./catalogues/en/account.js"),
  es: () => import("./catalogues/es/account.js"),
  "pt-BR": () => import("./catalogues/pt-BR/account.js"),
  ru: () => import("./catalogues/ru/account.js"),
  tr: () => import("./catalogues/tr/account.js"),
  ar: () => import("./catalogues/ar/account.js"),
  id: () => import("./catalogues/id/account.js"),
};

const auth: Record<Language, Loader> = {
  en: () => import("./catalogues/en/auth.js"),
  es: () => import("./catalogues/es/auth.js"),
  "pt-BR": () => import("./catalogues/pt-BR/auth.js"),
  ru: () => import("./catalogues/ru/auth.js"),
  tr: () => import("./catalogues/tr/auth.js"),
  ar: () => import("./catalogues/ar/auth.js"),
  id: () => import("./catalogues/id/auth.js"),
};

const legal: Record<Language, Loader> = {
  en: () => import("./catalogues/en/legal.js"),
  es: () => import("./catalogues/es/legal.js"),
  "pt-BR": () => import("./catalogues/pt-BR/legal.js"),
  ru: () => import("./catalogues/ru/legal.js"),
  tr: () => import("./catalogues/tr/legal.js"),
  ar: () => import("./catalogues/ar/legal.js"),
  id: () => import("./catalogues/id/legal.js"),
};

const record: Record<Language, Loader> = {
  en: () => import("./catalogues/en/record.js"),
  es: () => import("./catalogues/es/record.js"),
  "pt-BR": () => import("./catalogues/pt-BR/record.js"),
  ru: () => import("./catalogues/ru/record.js"),
  tr: () => import("./catalogues/tr/record.js"),
  ar: () => import("./catalogues/ar/record.js"),
  id: () => import("./catalogues/id/record.js"),
};

const details: Record<Language, Loader> = {
  en: () => import("./catalogues/en/details.js"),
  es: () => import("./catalogues/es/details.js"),
  "pt-BR": () => import("./catalogues/pt-BR/details.js"),
  ru: () => import("./catalogues/ru/details.js"),
  tr: () => import("./catalogues/tr/details.js"),
  ar: () => import("./catalogues/ar/details.js"),
  id: () => import("./catalogues/id/details.js"),
};

const plans: Record<Language, Loader> = {
  en: () => import("./catalogues/en/plans.js"),
  es: () => import("./catalogues/es/plans.js"),
  "pt-BR": () => import("./catalogues/pt-BR/plans.js"),
  ru: () => import("./catalogues/ru/plans.js"),
  tr: () => import("./catalogues/tr/plans.js"),
  ar: () => import("./catalogues/ar/plans.js"),
  id: () => import("./catalogues/id/plans.js"),
};

const subscription: Record<Language, Loader> = {
  en: () => import("./catalogues/en/subscription.js"),
  es: () => import("./catalogues/es/subscription.js"),
  "pt-BR": () => import("./catalogues/pt-BR/subscription.js"),
  ru: () => import("./catalogues/ru/subscription.js"),
  tr: () => import("./catalogues/tr/subscription.js"),
  ar: () => import("./catalogues/ar/subscription.js"),
  id: () => import("./catalogues/id/subscription.js"),
};

const planFacts: Record<Language, Loader> = {
  en: () => import("./catalogues/en/planFacts.js"),
  es: () => import("./catalogues/es/planFacts.js"),
  "pt-BR": () => import("./catalogues/pt-BR/planFacts.js"),
  ru: () => import("./catalogues/ru/planFacts.js"),
  tr: () => import("./catalogues/tr/planFacts.js"),
  ar: () => import("./catalogues/ar/planFacts.js"),
  id: () => import("./catalogues/id/planFacts.js"),
};

const install: Record<Language, Loader> = {
  en: () => import("./catalogues/en/install.js"),
  es: () => import("./catalogues/es/install.js"),
  "pt-BR": () => import("./catalogues/pt-BR/install.js"),
  ru: () => import("./catalogues/ru/install.js"),
  tr: () => import("./catalogues/tr/install.js"),
  ar: () => import("./catalogues/ar/install.js"),
  id: () => import("./catalogues/id/install.js"),
};

const LOADERS = {
  site,
  app,
  messages,
  email,
  notify,
  positions,
  portfolio,
  pages,
  account,
  auth,
  legal,
  record,
  details,
  plans,
  subscription,
  planFacts,
  install,
} satisfies Record<string, Record<Language, Loader>>;

export type Namespace = keyof typeof LOADERS;
export const NAMESPACES = Object.keys(LOADERS) as Namespace[];

/** What only the server reads (emails, pushes, chat messages and room posts): no page loads it. */
export const SERVER_NAMESPACES: readonly Namespace[] = ["email", "notify"];
/** What the member app loads: every namespace but the server's. */
export const SCREEN_NAMESPACES = NAMESPACES.filter((namespace) => !SERVER_NAMESPACES.includes(namespace));

/** One namespace of one language. */
export async function loadCatalogue(language: Language, namespace: Namespace): Promise<Catalogue> {
  return (await LOADERS[namespace][language]()).default;
}

/** Several namespaces of one language, by name. */
export async function loadCatalogues(language: Language, namespaces: readonly Namespace[]): Promise<Catalogues> {
  const loaded = await Promise.all(namespaces.map((namespace) => loadCatalogue(language, namespace)));
  return Object.fromEntries(namespaces.map((namespace, index) => [namespace, loaded[index]]));
}
