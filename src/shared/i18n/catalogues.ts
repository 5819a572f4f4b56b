import type { Language } from "./languages.js";
import type { Catalogue, Catalogues } from "./translate.js";

/*
 * Each language's catalogues, one module per namespace, loaded only when a page needs them
 * (docs/decisions/0037-languages.md): `site` is the frame and the landing page's hero, in every public page's first
 * download; `pages` the public pages' own text (landing page below the hero, About) and the risk warning's presets,
 * loaded by the pages that show it; `app` is the member screens'.
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

const pages: Record<Language, Loader> = {
  en: () => import("./catalogues/en/pages.js"),
  es: () => import("./catalogues/es/pages.js"),
  "pt-BR": () => import("./catalogues/pt-BR/pages.js"),
  ru: () => import("./catalogues/ru/pages.js"),
  tr: () => import("./catalogues/tr/pages.js"),
  ar: () => import("./catalogues/ar/pages.js"),
  id: () => import("./catalogues/id/pages.js"),
};

const LOADERS = {
  site,
  app,
  pages,
} satisfies Record<string, Record<Language, Loader>>;

export type Namespace = keyof typeof LOADERS;
export const NAMESPACES = Object.keys(LOADERS) as Namespace[];

/** One namespace of one language. */
export async function loadCatalogue(language: Language, namespace: Namespace): Promise<Catalogue> {
  return (await LOADERS[namespace][language]()).default;
}

/** Several namespaces of one language, by name. */
export async function loadCatalogues(language: Language, namespaces: readonly Namespace[]): Promise<Catalogues> {
  const loaded = await Promise.all(namespaces.map((namespace) => loadCatalogue(language, namespace)));
  return Object.fromEntries(namespaces.map((namespace, index) => [namespace, loaded[index]]));
}
