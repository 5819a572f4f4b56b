/** The brand colours of index.html's theme-color and the icons' background. */
const THEME_COLOR = "#0a1020";

/**
 * The web app manifest, named by configuration (docs/product.md#naming) rather than at build time, so one build serves
 * any APP_NAME. Chromium's installability checks want a name, a start_url inside the scope, standalone display
 * and 192 and 512 px icons; the maskable icon keeps its mark inside the launcher's safe zone.
 */
export function webAppManifest(appName: string) {
  return {
    id: "/",
    name: appName,
    short_name: appName,
    description: "Live trading signals with instant push alerts.",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: THEME_COLOR,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
