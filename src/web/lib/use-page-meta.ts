import { createContext, useContext, useEffect } from "react";
import { getAppName } from "@/lib/site-info";

interface PageMeta {
  /** Shown before the product name: "Sign in · SignalDesk". Omitted, the title is the bare product name. */
  title?: string;
  /** The page's meta description. Omitted, the site-wide one from index.html applies. */
  description?: string;
}

/** The document title and description a page asks for, as the head should carry them. */
export interface DocumentMeta {
  title: string;
  description: string | undefined;
}

/**
 * Prerendering runs no effects: a page hands its title and description to this instead, and the build writes them
 * into the page's head (src/web/prerender.tsx).
 */
export const PageMetaCapture = createContext<((meta: DocumentMeta) => void) | null>(null);

let siteDescription: string | undefined;

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  siteDescription ??= tag.content;
  return tag;
}

const documentTitle = (title: string | undefined, appName: string) => (title ? `${title} · ${appName}` : appName);

/** Sets the document title and meta description for the page on screen. */
export function usePageMeta({ title, description }: PageMeta): void {
  useContext(PageMetaCapture)?.({ title: documentTitle(title, getAppName()), description });

  useEffect(() => {
    document.title = documentTitle(title, getAppName());
  }, [title]);

  useEffect(() => {
    const tag = descriptionTag();
    tag.content = description ?? siteDescription ?? "";
  }, [description]);
}
