import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/database.js";
import { migrateToLatest } from "../../src/server/db/migrate.js";
import { bootstrapAdminEnv, withCode } from "../support/admin-sign-in.js";
import { freePort } from "../support/ports.js";
import { ROOT, spawnCommand, type Spawned } from "../support/spawn.js";
import { createPostgresSchema } from "../support/test-database.js";
import { TEST_DATABASE_URL, TEST_DIALECTS } from "../support/test-env.js";

/*
 * A rolling upgrade (docs/deploy.md, "Upgrades"): an instance of the previous release keeps serving while the first
 * instance of this one migrates the database. The previous release's server is taken from git at the commit in
 * deploy/previous-release and run from its sources with this tree's packages, and with the packages it depends on
 * that this tree no longer has, at the versions its lock file pinned.
 */
const PREVIOUS = readFileSync(join(ROOT, "deploy/previous-release"), "utf8").trim();
const ADMIN = { email: "ops@upgrade.test", password: "previous release admin password" };

const dir = mkdtempSync(join(tmpdir(), "signaldesk-previous-"));
const source = join(dir, "source");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(() => {
  mkdirSync(source);
  const known = spawnSync("git", ["-C", ROOT, "cat-file", "-e", `${PREVIOUS}^{commit}`]);
  if (known.status !== 0) {
    throw new Error(
      `deploy/previous-release names ${PREVIOUS}, which this clone lacks: fetch the full history (git fetch --unshallow)`,
    );
  }
  const files = ["src", "package.json", "tsconfig.json", "tsconfig.base.json"];
  const archive = execFileSync("git", ["-C", ROOT, "archive", PREVIOUS, ...files], { maxBuffer: 256 * 1024 * 1024 });
  execFileSync("tar", ["-x", "-C", source], { input: archive });
  const gone = packagesGoneSincePrevious();
  if (gone.length === 0) symlinkSync(join(ROOT, "node_modules"), join(source, "node_modules"));
  else linkPackages(installPrevious(gone), gone);
});

/** What the previous release depends on that this tree's node_modules lacks (a package this release stopped using). */
function packagesGoneSincePrevious(): string[] {
  const manifest = JSON.parse(readFileSync(join(source, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {}).filter((name) => !existsSync(join(ROOT, "node_modules", name)));
}

/** Installs `names` at the versions the previous release's lock file pinned, in a folder of their own. */
function installPrevious(names: string[]): string {
  const lock = JSON.parse(execFileSync("git", ["-C", ROOT, "show", `${PREVIOUS}:package-lock.json`]).toString()) as {
    packages: Record<string, { version: string }>;
  };
  const specs = names.map((name) => `${name}@${lock.packages[`node_modules/${name}`]?.version ?? "latest"}`);
  const prefix = join(dir, "previous-packages");
  mkdirSync(prefix);
  execFileSync("npm", ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", prefix, ...specs], {
    stdio: "ignore",
  });
  return join(prefix, "node_modules");
}

/** The previous release's node_modules: each of this tree's packages, and `gone` from where they were installed for it. */
function linkPackages(installed: string, gone: string[]) {
  const target = join(source, "node_modules");
  const link = (from: string, name: string) => symlinkSync(join(from, name), join(target, name));
  const ours = join(ROOT, "node_modules");
  mkdirSync(target);
  for (const entry of readdirSync(ours)) {
    if (!entry.startsWith("@")) {
      link(ours, entry);
      continue;
    }
    mkdirSync(join(target, entry), { recursive: true });
    for (const scoped of readdirSync(join(ours, entry))) link(ours, `${entry}/${scoped}`);
  }
  for (const name of gone) {
    mkdirSync(join(target, name, ".."), { recursive: true });
    link(installed, name);
  }
}

async function startPrevious(databaseUrl: string): Promise<{ server: Spawned; base: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnCommand(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: source,
    env: {
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: base,
      DATABASE_URL: databaseUrl,
      ...bootstrapAdminEnv(ADMIN),
    },
  });
  await server.waitFor(/Server listening at/, 60_000);
  return { server, base };
}

describe.each(TEST_DIALECTS)(
  "the previous release on a database this one migrated, on %s",
  { timeout: 120_000 },
  (dialect) => {
    it("publishes, shows a position's history and a member's feed, without a 500", async () => {
      const postgres = dialect === "postgres" ? await createPostgresSchema(TEST_DATABASE_URL ?? "") : undefined;
      const databaseUrl = postgres?.url ?? `sqlite:${join(dir, "upgrade.db")}`;
      const { server, base } = await startPrevious(databaseUrl);
      try {
        const call = (method: string, path: string, cookie: string, body?: unknown) =>
          fetch(`${base}${path}`, {
            method,
            headers: { origin: base, cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
        const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
        const admin = cookieOf(await call("POST", "/api/auth/login", "", withCode(ADMIN)));
        const registered = await call("POST", "/api/auth/register", "", {
          email: "member@upgrade.test",
          password: "previous release member password",
          firstName: "Mem",
          lastName: "Ber",
        });
        expect(registered.status).toBe(201);
        const member = cookieOf(registered);

        // The first instance of this release starts: it migrates the database under the running previous one.
        const database = openDatabase(databaseUrl);
        try {
          expect((await migrateToLatest(database.db)).length).toBeGreaterThan(0);
          await database.db
            .updateTable("users")
            .set({ subscription_status: "standard" })
            .where("email", "=", "member@upgrade.test")
            .execute();
        } finally {
          await database.close();
        }

        const published = await call("POST", "/api/positions", admin, {
          asset: "EUR/USD",
          assetClass: "forex",
          direction: "long",
          entryPrice: 1.0724,
          status: "active",
        });
        expect(published.status, await published.clone().text()).toBe(201);
        const { id } = (await published.json()) as { id: string };
        const history = await call("GET", `/api/positions/${id}/history`, admin);
        expect(history.status, await history.clone().text()).toBe(200);
        // The previous release writes each member's feed row after the commit: the member is told of the new entry.
        let feed = { items: [] as unknown[] };
        for (let attempt = 0; attempt < 50 && feed.items.length === 0; attempt += 1) {
          const answer = await call("GET", "/api/notifications", member);
          expect(answer.status, await answer.clone().text()).toBe(200);
          feed = (await answer.json()) as typeof feed;
          if (feed.items.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect(feed.items).toHaveLength(1);
        const list = await call("GET", "/api/positions", member);
        expect(list.status, await list.clone().text()).toBe(200);
        expect(server.output()).not.toMatch(/no such table|does not exist/);
      } finally {
        server.child.kill("SIGTERM");
        await server.exited;
        await postgres?.drop();
      }
    });
  },
);
