// `npm run build:web`: the client (dist/web), then the public pages prerendered from the same React components
// (docs/decisions/0011-prerendered-public-pages.md): Vite builds src/web/prerender.tsx for Node, which renders each
// page into dist/web/index.html as dist/web/prerendered/<page>.html. The server fills in the configuration and
// compresses them when it serves them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const root = new URL("..", import.meta.url).pathname;
const web = join(root, "dist/web");
const prerenderDir = join(root, "dist/prerender");

await build();
await build({ build: { ssr: "prerender.tsx" }, logLevel: "warn" });

const { PAGE_MODULES, PRERENDERED_PAGES, pageDocument, prerenderPage } = await import(
  pathToFileURL(join(prerenderDir, "prerender.js")).href
);
const template = readFileSync(join(web, "index.html"), "utf8");
const manifest = JSON.parse(readFileSync(join(web, ".vite/manifest.json"), "utf8"));

/** The chunks a page's module needs that index.html does not already load: the module's own and its imports'. */
function chunksOf(module) {
  if (!manifest[module]) throw new Error(`${module} is not a chunk of the client build (PAGE_MODULES, prerender.tsx)`);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return [...files].filter((file) => !template.includes(`/${file}"`));
}

mkdirSync(join(web, "prerendered"), { recursive: true });
for (const { path, file } of PRERENDERED_PAGES) {
  const html = pageDocument(template, await prerenderPage(path), chunksOf(PAGE_MODULES[path]));
  writeFileSync(join(web, "prerendered", file), html);
  console.log(`prerendered ${path.padEnd(8)} dist/web/prerendered/${file} ${(html.length / 1024).toFixed(1)} kB`);
}

// Build-time only: the server never needs them.
rmSync(prerenderDir, { recursive: true, force: true });
rmSync(join(web, ".vite"), { recursive: true, force: true });
