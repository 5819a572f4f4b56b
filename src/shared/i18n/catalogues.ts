import type { Language } from "./languages.js";
import type { Catalogue, Catalogues } from "./translate.js";

/*
 * Each language's catalogues, one module per namespace, loaded only when a page needs them
 * (docs/decisions/0037-languages.md): `site` is the frame and the landing page's hero, in every public page's first
 * download; `app` is the member screens'; `messages` the server's refusals and the field errors the forms show
 * (docs/decisions/0038-server-messages.md). `email` and `notify` are the server's alone (emails; pushes, chat
 * messages and room posts): no page loads them.
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

const LOADERS = {
  site,
  app,
  messages,
  email,
  notify,
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
