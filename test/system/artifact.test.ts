import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { rm } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolAndSignIn } from "../support/admin-sign-in.js";
import { freePort } from "../support/ports.js";
import { ROOT, spawnCommand, type Spawned } from "../support/spawn.js";

/** The clean install compiles better-sqlite3 from source: 90 s on a quiet machine, 7 min on a busy one. */
const BUILD_TIMEOUT_MS = 900_000;
const ADMIN = { email: "owner@example.com", password: "artifact admin password" };

/** The build context the Dockerfile's `COPY . .` gets: the repository without what .dockerignore names. */
function copyBuildContext(to: string) {
  const ignored = readFileSync(join(ROOT, ".dockerignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((pattern) => new RegExp(`^${pattern.replace(/[.]/g, "\\.").replace(/\*/g, "[^/]*")}$`));
  cpSync(ROOT, to, {
    recursive: true,
    filter: (path) => {
      const top = relative(ROOT, path).split("/")[0] ?? "";
      return !ignored.some((pattern) => pattern.test(top));
    },
  });
}

/** Runs to the end; rejects with the output when it fails. */
async function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const spawned = spawnCommand(command, args, { cwd, env: { HOME: homedir(), ...env } });
  const code = await spawned.exited;
  if (code !== 0) throw new Error(`${command} ${args.join(" ")} exited ${code}:\n${spawned.output()}`);
  return spawned.output();
}

describe("the production artifact (built as the Dockerfile builds it)", () => {
  let dir: string;
  let artifact: string;
  let server: Spawned | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "signaldesk-artifact-"));
    const context = join(dir, "context");
    artifact = join(dir, "app");
    copyBuildContext(context);
    // Stands in for the build stage's `npm ci`: the same locked dependencies, already installed.
    symlinkSync(join(ROOT, "node_modules"), join(context, "node_modules"));
    await run("npm", ["run", "build"], context);
    await run(join(context, "scripts/build-artifact.sh"), [artifact], context);
  }, BUILD_TIMEOUT_MS);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    // Two trees of dependencies: slow to delete on a busy disk.
    await rm(dir, { recursive: true, force: true });
  }, 120_000);

  it("holds the build and the production dependencies only", () => {
    expect(existsSync(join(artifact, "src"))).toBe(false);
    const installed = readdirSync(join(artifact, "node_modules"));
    expect(installed).toEqual(expect.arrayContaining(["fastify", "better-sqlite3", "kysely"]));
    for (const dev of ["tsx", "vite", "vitest", "typescript", "@playwright", "fast-check"]) {
      expect(installed).not.toContain(dev);
    }
  });

  it("ships no test: no test file, fake service or test support in the compiled output", () => {
    const shipped = readdirSync(join(artifact, "dist"), { recursive: true, encoding: "utf8" });
    expect(shipped.filter((path) => path.endsWith(".js")).length).toBeGreaterThan(50);
    expect(shipped.filter((path) => /(^|\/)(test|support|system)(\/|$)|\.test\.|fake-|spawn/.test(path))).toEqual([]);
  });

  it("migrates a fresh database, creates an admin, serves the app and backs it up, with node and npm alone", async () => {
    const env = { DATABASE_URL: "sqlite:data/app.db", NODE_ENV: "production" };
    expect(await run("npm", ["run", "db:migrate"], artifact, env)).toContain("Applied: 2026-11-21-0001");
    const admin = ["--email", ADMIN.email, "--password", ADMIN.password];
    expect(await run("npm", ["run", "admin:create", "--", ...admin], artifact, env)).toContain("Created admin");

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawnCommand(process.execPath, ["dist/server/main.js"], {
      cwd: artifact,
      env: { ...env, HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: base },
    });
    await server.waitFor(/Server listening at/, 60_000);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect((await fetch(`${base}${script ?? "/assets/no-script-in-index.js"}`)).status).toBe(200);
    expect((await enrolAndSignIn(base, ADMIN)).status).toBe(200);

    const backup = await run("npm", ["run", "db:backup", "--", "--to", "backups/", "--keep", "3"], artifact, env);
    expect(backup).toMatch(/Backed up \d+ pages to backups\/app-.+\.db/);
    expect(readdirSync(join(artifact, "backups"))).toHaveLength(1);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 180_000);
});
