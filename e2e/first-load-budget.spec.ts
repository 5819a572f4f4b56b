import { brotliCompressSync, constants } from "node:zlib";
import { LANGUAGES } from "../src/shared/i18n/languages";
import { PRERENDERED_PAGES, localizedPagePath } from "../src/shared/pages";
import { expect, test } from "./support/fixtures";

// The JavaScript a visitor downloads before a public page is interactive: the entry script, every module its
// prerendered HTML preloads (docs/decisions/0011-prerendered-public-pages.md) and the scripts the entry loads after
// the first paint to take the page over, which the page names in a meta tag (docs/decisions/0018-lean-public-entry.md),
// brotli-compressed as the build's .br copies are and as a browser receives them over HTTPS (the figure
// `npm run bench:lighthouse` reports).
// The target is 100 KB (docs/performance.md#first-load-javascript), met since the public pages are taken over by a
// lean entry of their own (docs/decisions/0018-lean-public-entry.md): a change that pulls a library (a router, the
// query client, zod) back into the first download fails here.
const FIRST_LOAD_LIMIT_KB = 100;

test.skip(({ isMobile }) => !isMobile, "the same HTML for every width; checked once");

// Every page in every language, at its language's address (docs/decisions/0037-languages.md); the landing page also
// at its own address, as the server sends it to a visitor whose browser asks for that language.
const cases = [
  ...LANGUAGES.flatMap((language) =>
    PRERENDERED_PAGES.map(({ path }) => ({ path, url: localizedPagePath(path, language), language })),
  ),
  ...LANGUAGES.filter((language) => language !== "en").map((language) => ({ path: "/", url: "/", language })),
];

/** Each script's brotli size, by address: the pages share most of their scripts, and compressing at 11 is slow. */
const brotliSizes = new Map<string, number>();

for (const { path, url, language } of cases) {
  test(`${url} (${path} in ${language}) loads at most the budgeted JavaScript before it is interactive`, async ({
    request,
  }) => {
    const html = await (await request.get(url, { headers: { "accept-language": language } })).text();
    expect(html).toContain(`lang="${language}"`);
    const takeOver = html.match(/<meta name="take-over-scripts" content="([^"]*)">/)?.[1] ?? "";
    const scripts = [
      ...[...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)].flatMap(
        ([, src]) => (src ? [src] : []),
      ),
      ...takeOver.split(" ").filter(Boolean),
    ];
    // The take-over's scripts are listed, so that none escapes the count.
    expect(takeOver).not.toBe("");
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = await Promise.all(
      scripts.map(async (src) => {
        let brotli = brotliSizes.get(src);
        if (brotli === undefined) {
          const response = await request.get(src);
          expect(response.ok(), src).toBe(true);
          const body = await response.body();
          brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
          brotliSizes.set(src, brotli);
        }
        return { src, brotli };
      }),
    );
    const totalKb = sizes.reduce((sum, { brotli }) => sum + brotli, 0) / 1024;
    const detail = sizes.map(({ src, brotli }) => `${src} ${(brotli / 1024).toFixed(1)} KB`).join("\n");
    test.info().annotations.push({ type: "first-load JavaScript (brotli)", description: `${totalKb.toFixed(1)} KB` });
    expect(totalKb, `JavaScript before ${path} (${language}) is interactive, brotli:\n${detail}`).toBeLessThanOrEqual(
      FIRST_LOAD_LIMIT_KB,
    );
  });
}
