import type { Language } from "./languages.js";
import type { Catalogue, Catalogues } from "./translate.js";

/*
 * Each language's catalogues, one module per namespace, loaded only when a page needs them
 * (docs/decisions/0037-languages.md): `site` is the frame and the landing page's hero, in every public page's first
 * download; `app` is the member screens'; `messages` the server's refusals and the field errors the forms show
 * (docs/decisions/0038-server-messages.md). Server-only namespaces (emails, pushes) are never loaded by the web.
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

const LOADERS = {
  site,
  app,
  messages,
} satisfies Record<string, Record<Language, Loader>>;

export type Namespace = keyof typeof LOADERS;
export const NAMESPACES = Object.keys(LOADERS) as Namespace[];

/** Namespaces only the server reads (the texts of emails, pushes and room posts): the web never loads them. */
const SERVER_ONLY: ReadonlySet<string> = new Set(["email", "notify"]);

/** The namespaces the member app loads: every one but the server's own. */
export const WEB_NAMESPACES = NAMESPACES.filter((namespace) => !SERVER_ONLY.has(namespace));

/** One namespace of one language. */
export async function loadCatalogue(language: Language, namespace: Namespace): Promise<Catalogue> {
  return (await LOADERS[namespace][language]()).default;
}

/** Several namespaces of one language, by name. */
export async function loadCatalogues(language: Language, namespaces: readonly Namespace[]): Promise<Catalogues> {
  const loaded = await Promise.all(namespaces.map((namespace) => loadCatalogue(language, namespace)));
  return Object.fromEntries(namespaces.map((namespace, index) => [namespace, loaded[index]]));
}
