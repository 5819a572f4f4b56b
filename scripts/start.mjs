// `npm start`: builds whatever is missing or older than the sources, then runs the server
// (which migrates the database and listens). Any environment variable passes through.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newest(path) : statSync(path).mtimeMs;
    return Math.max(latest, time);
  }, 0);
const sourcesTime = Math.max(newest(join(root, "src")), statSync(join(root, "package-lock.json")).mtimeMs);
const isStale = (output) => !existsSync(output) || statSync(output).mtimeMs < sourcesTime;

for (const [output, script] of [
  [join(root, "dist/web/index.html"), "build:web"],
  [join(root, "dist/server/main.js"), "build:server"],
]) {
  if (!isStale(output)) continue;
  console.log(`> npm run ${script}`);
  const result = spawnSync("npm", ["run", script], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [join(root, "dist/server/main.js")], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
