import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";

const alias = {
  "@": fileURLToPath(new URL("./src/web", import.meta.url)),
  "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
};

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|xml)$/;
/**
 * Writes a .br and a .gz copy beside every compressible build output, so the server (@fastify/static with
 * preCompressed) sends compressed assets without compressing on each request. Small chunks too: a page loads dozens
 * of them, and each is about half its size compressed; a copy that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "signaldesk:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const content = await readFile(path);
          const [br, gzipped] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gz(content, { level: 9 }),
          ]);
          await Promise.all([
            br.byteLength < content.byteLength && writeFile(`${path}.br`, br),
            gzipped.byteLength < content.byteLength && writeFile(`${path}.gz`, gzipped),
          ]);
        }),
      );
    },
  };
}

/**
 * The service worker (src/web/sw.ts) precaches the app shell: index.html, the code and styles of every screen
 * and the icons, so the site opens offline. Source maps, the compressed copies the server sends instead, the
 * social card and the admin screens (never used offline by members) stay out of it.
 */
function serviceWorker() {
  return VitePWA({
    strategies: "injectManifest",
    srcDir: ".",
    filename: "sw.ts",
    // Registered by the app itself (src/web/lib/service-worker.ts) after load; the server serves the manifest,
    // named from APP_NAME.
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ["index.html", "assets/*.{js,css}", "favicon.svg", "icon-*.png"],
      globIgnores: ["**/*.map", "**/*.br", "**/*.gz", "assets/admin-*.js"],
      sourcemap: false,
    },
  });
}

/**
 * The public entry and the landing page load the take-over's chunks (public-start.tsx, the page, the sections below
 * the hero) without Vite's preload links: the browser finds the same chunks in their imports, and adding a link to the
 * head for each of some fifty chunks cost the landing page's main thread more than the requests themselves
 * (docs/performance.md). Elsewhere Vite preloads as usual, the member app too when a public page hands over to it.
 * A chunk's name ends in an 8-character hash.
 */
const TAKE_OVER_CHUNK = /^assets\/(public|landing-page)-[\w-]{8}\.js$/;
const preloadedDependencies = (
  _file: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: string },
) => (hostType === "js" && TAKE_OVER_CHUNK.test(hostId) ? [] : deps);

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? "3001"}`;

/**
 * `vite build --ssr` builds the entry that prerenders the public pages (src/web/prerender.tsx, run by
 * scripts/build-web.mjs): Node code the build runs once and deletes, so none of the client's assets or plugins.
 */
const prerenderBuild = {
  outDir: fileURLToPath(new URL("./dist/prerender", import.meta.url)),
  emptyOutDir: true,
};

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: isSsrBuild ? false : "public",
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), serviceWorker(), precompress()],
  resolve: { alias },
  build: isSsrBuild
    ? prerenderBuild
    : {
        outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
        emptyOutDir: true,
        // Written for symbolicating reports, but not linked from the bundles: production does not serve them.
        sourcemap: "hidden" as const,
        // Which chunks each page needs, for the prerendered pages' preload links; the build deletes it after.
        manifest: true,
        modulePreload: { resolveDependencies: preloadedDependencies },
        rollupOptions: {
          // The member app (index.html) and the lean entry the prerendered public pages load instead
          // (docs/decisions/0018-lean-public-entry.md).
          input: {
            index: fileURLToPath(new URL("./src/web/index.html", import.meta.url)),
            public: fileURLToPath(new URL("./src/web/public-main.tsx", import.meta.url)),
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      "/api": apiTarget,
      "/healthz": apiTarget,
      "/readyz": apiTarget,
      // Named from APP_NAME by the server.
      "/manifest.webmanifest": apiTarget,
      "/ws": { target: apiTarget, ws: true },
    },
  },
  test: {
    root: ".",
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: "forks",
    // Test files share a worker's loaded modules rather than each loading the app afresh: the run took 10 min instead
    // of 19. A test file that mocks a module the app imports loads the app again itself (vi.resetModules).
    isolate: false,
    // One migrated SQLite file for the run, which each test database copies.
    globalSetup: ["test/support/global-setup.ts"],
    // The suites mostly wait (servers starting, databases, sockets), so two workers beside each other use two cores
    // better than Vitest's default of one worker fewer than the cores: the whole run took 16 min instead of 21 on two
    // busy cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
}));
