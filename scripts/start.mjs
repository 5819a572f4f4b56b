// `npm start` and the CLIs (`npm run db:migrate`, `admin:create`, `db:backup`): builds whatever is missing or older
// than the sources, then runs the compiled entry point with node. Any environment variable and argument passes
// through. In the production artifact (no src/, no dev dependencies) it runs the build it was shipped with.
//   node scripts/start.mjs                               the server (dist/server/main.js)
//   node scripts/start.mjs db/backup-cli.js --keep 7     a CLI under dist/server
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const [entry = "main.js", ...args] = process.argv.slice(2);
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newest(path) : statSync(path).mtimeMs;
    return Math.max(latest, time);
  }, 0);

if (existsSync(join(root, "src"))) {
  const sourcesTime = Math.max(newest(join(root, "src")), statSync(join(root, "package-lock.json")).mtimeMs);
  const isStale = (output) => !existsSync(output) || statSync(output).mtimeMs < sourcesTime;
  // The CLIs never serve the client, so they build only the server.
  const outputs = entry === "main.js" ? [["web/index.html", "build:web"]] : [];
  for (const [output, script] of [...outputs, ["server/main.js", "build:server"]]) {
    if (!isStale(join(root, "dist", output))) continue;
    console.log(`> npm run ${script}`);
    const result = spawnSync("npm", ["run", script], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const child = spawn(process.execPath, [join(root, "dist/server", entry), ...args], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
