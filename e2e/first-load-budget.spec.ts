import { gzipSync } from "node:zlib";
import { expect, test } from "./support/fixtures";

// The JavaScript a visitor downloads before the landing page is interactive: the entry script and every module its
// prerendered HTML preloads (docs/decisions/0011-prerendered-public-pages.md), gzipped as the build's .gz copies are.
// The target is 100 KB (docs/performance.md#first-load-javascript); until the public pages hydrate without the data
// router this limit holds the figure where it is, so a change that pulls a library into the first download fails
// here. Lower it as the first load shrinks.
const FIRST_LOAD_LIMIT_KB = 140;

test.skip(({ isMobile }) => !isMobile, "the same HTML for every width; checked once");

test("the landing page loads at most the budgeted JavaScript before it is interactive", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const scripts = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g),
  ].flatMap(([, src]) => (src ? [src] : []));
  expect(scripts.length).toBeGreaterThan(0);
  const sizes = await Promise.all(
    scripts.map(async (src) => {
      const response = await request.get(src);
      expect(response.ok(), src).toBe(true);
      return { src, gzip: gzipSync(await response.body(), { level: 9 }).byteLength };
    }),
  );
  const totalKb = sizes.reduce((sum, { gzip }) => sum + gzip, 0) / 1024;
  const detail = sizes.map(({ src, gzip }) => `${src} ${(gzip / 1024).toFixed(1)} KB`).join("\n");
  test.info().annotations.push({ type: "first-load JavaScript (gzip)", description: `${totalKb.toFixed(1)} KB` });
  expect(totalKb, `JavaScript before the landing page is interactive, gzip:\n${detail}`).toBeLessThanOrEqual(
    FIRST_LOAD_LIMIT_KB,
  );
});
