import type { Language } from "./languages.js";
import type { Catalogue, Catalogues } from "./translate.js";

/*
 * Each language's catalogues, one module per namespace, loaded only when a page needs them
 * (docs/decisions/0037-languages.md): `site` is the frame and the landing page's hero, in every public page's first
 * download; `app` is the member screens'.
 */

export const NAMESPACES = ["site", "app"] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Loader = () => Promise<{ default: Catalogue }>;

const LOADERS: Record<Language, Record<Namespace, Loader>> = {
  en: { site: () => import("./catalogues/en/site.js"), app: () => import("./catalogues/en/app.js") },
  es: { site: () => import("./catalogues/es/site.js"), app: () => import("./catalogues/es/app.js") },
  "pt-BR": { site: () => import("./catalogues/pt-BR/site.js"), app: () => import("./catalogues/pt-BR/app.js") },
  ru: { site: () => import("./catalogues/ru/site.js"), app: () => import("./catalogues/ru/app.js") },
  tr: { site: () => import("./catalogues/tr/site.js"), app: () => import("./catalogues/tr/app.js") },
  ar: { site: () => import("./catalogues/ar/site.js"), app: () => import("./catalogues/ar/app.js") },
  id: { site: () => import("./catalogues/id/site.js"), app: () => import("./catalogues/id/app.js") },
};

/** One namespace of one language. */
export async function loadCatalogue(language: Language, namespace: Namespace): Promise<Catalogue> {
  return (await LOADERS[language][namespace]()).default;
}

/** Several namespaces of one language, by name. */
export async function loadCatalogues(language: Language, namespaces: readonly Namespace[]): Promise<Catalogues> {
  const loaded = await Promise.all(namespaces.map((namespace) => loadCatalogue(language, namespace)));
  return Object.fromEntries(namespaces.map((namespace, index) => [namespace, loaded[index]]));
}
