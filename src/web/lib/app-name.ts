/**
 * The product name is configuration (DECISIONS.md 1): the server rewrites the application-name meta tag of
 * index.html at serve time, so the client reads it from there instead of baking a name into the bundle.
 */
export function getAppName(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="application-name"]');
  return meta?.content.trim() || document.title;
}
