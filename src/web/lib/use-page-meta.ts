import { useEffect } from "react";
import { getAppName } from "@/lib/site-info";

interface PageMeta {
  /** Shown before the product name: "Sign in · SignalDesk". Omitted, the title is the bare product name. */
  title?: string;
  /** The page's meta description. Omitted, the site-wide one from index.html applies. */
  description?: string;
}

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

/** Sets the document title and meta description for the page on screen. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    const appName = getAppName();
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title]);

  useEffect(() => {
    const tag = descriptionTag();
    tag.content = description ?? siteDescription ?? "";
  }, [description]);
}
