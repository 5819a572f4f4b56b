// `npm run build:web`: the client (dist/web), then the public pages prerendered from the same React components
// (docs/decisions/0011-prerendered-public-pages.md): Vite builds src/web/prerender.tsx for Node, which renders each
// page into dist/web/index.html as dist/web/prerendered/<page>.html. A prerendered page loads the lean public entry
// instead of index.html's (docs/decisions/0018-lean-public-entry.md). The server fills in the configuration and
// compresses them when it serves them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const root = new URL("..", import.meta.url).pathname;
const web = join(root, "dist/web");
const prerenderDir = join(root, "dist/prerender");

await build();
await build({ build: { ssr: "prerender.tsx" }, logLevel: "warn" });

const {
  LANGUAGES,
  PAGE_MODULES,
  PAGE_NAMESPACES,
  PRERENDERED_PAGES,
  PUBLIC_ENTRY,
  PUBLIC_TAKE_OVER,
  pageDocument,
  prerenderPage,
  prerenderedFile,
} = await import(pathToFileURL(join(prerenderDir, "prerender.js")).href);
const template = readFileSync(join(web, "index.html"), "utf8");
const manifest = JSON.parse(readFileSync(join(web, ".vite/manifest.json"), "utf8"));

/** The chunks a module needs (its own and its static imports', in load order), and their styles. */
function chunksOf(module) {
  if (!manifest[module]) throw new Error(`${module} is not a chunk of the client build (prerender.tsx)`);
  const files = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const style of chunk.css ?? []) styles.add(style);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return { files: [...files], styles: [...styles] };
}

// The public pages' template: index.html with its entry (the member app's script, preloads and styles) swapped for
// the public entry's.
const publicEntry = manifest[PUBLIC_ENTRY];
if (!publicEntry?.isEntry) throw new Error(`${PUBLIC_ENTRY} is not an entry of the client build (vite.config.ts)`);
const memberEntryTags =
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="(?:modulepreload|stylesheet)" crossorigin href="[^"]+">/g;
const { files: entryChunks, styles: entryStyles } = chunksOf(PUBLIC_ENTRY);
if (entryStyles.length === 0) throw new Error(`${PUBLIC_ENTRY} loads no stylesheet`);
const publicTags = [
  `<script type="module" crossorigin src="/${publicEntry.file}"></script>`,
  ...entryChunks.slice(1).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ...entryStyles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
].join("\n    ");
const publicTemplate = template.replace(memberEntryTags, "").replace("</head>", () => `  ${publicTags}\n  </head>`);
if (publicTemplate.includes(`/${manifest["index.html"].file}"`)) {
  throw new Error("The public pages' template still loads the member app's entry");
}

/** The module of a language's catalogue (src/shared/i18n/catalogues.ts), as the manifest names it. */
function catalogueModule(language, namespace) {
  const key = Object.keys(manifest).find((name) => name.endsWith(`/i18n/catalogues/${language}/${namespace}.ts`));
  if (!key) throw new Error(`The ${language} ${namespace} catalogue is not a chunk of the client build`);
  return key;
}

// Every page in every language (docs/decisions/0037-languages.md); the server sends each visitor theirs.
for (const language of LANGUAGES) {
  for (const { path, file } of PRERENDERED_PAGES) {
    // Loaded by the entry once the page has painted: the take-over's code, the page's and its language's catalogues
    // (the frame's, and those the page shows: PAGE_NAMESPACES).
    const takeOver = new Set([
      ...chunksOf(PUBLIC_TAKE_OVER).files,
      ...chunksOf(PAGE_MODULES[path]).files,
      ...["site", ...PAGE_NAMESPACES[path]].flatMap(
        (namespace) => chunksOf(catalogueModule(language, namespace)).files,
      ),
    ]);
    const html = pageDocument(
      publicTemplate,
      await prerenderPage(path, language),
      [...takeOver].filter((file) => !entryChunks.includes(file)),
    );
    const out = join(web, "prerendered", prerenderedFile(file, language));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, html);
    console.log(`prerendered ${language.padEnd(5)} ${path.padEnd(13)} ${(html.length / 1024).toFixed(1)} kB`);
  }
}

// Build-time only: the server never needs them.
rmSync(prerenderDir, { recursive: true, force: true });
rmSync(join(web, ".vite"), { recursive: true, force: true });
