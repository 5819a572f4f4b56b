import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { freePort } from "./support/ports";

// Each test runs its own server on a copy of the build, so it can deploy a new version into that copy's web root
// without touching the server the other journeys use.
test.skip(({ isMobile }) => isMobile, "the desktop project covers it");
// Each test copies the build and starts, stops and restarts a server of its own: slow on a busy machine.
test.describe.configure({ timeout: 180_000 });

class Deployment {
  private server: ChildProcess | undefined;

  private constructor(
    private readonly dir: string,
    readonly url: string,
  ) {}

  static async create(dir: string): Promise<Deployment> {
    cpSync("dist", join(dir, "dist"), { recursive: true });
    return new Deployment(dir, `http://127.0.0.1:${await freePort()}`);
  }

  private get webRoot() {
    return join(this.dir, "dist", "web");
  }

  async start(): Promise<void> {
    this.server = spawn(process.execPath, [join(this.dir, "dist", "server", "main.js")], {
      // Its warnings go to stdout; a failure to start shows on stderr.
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: new URL(this.url).port,
        HOST: "127.0.0.1",
        PUBLIC_URL: this.url,
        DATABASE_URL: `sqlite:${join(this.dir, "app.db")}`,
        ADMIN_EMAIL: "admin@e2e.test",
        ADMIN_PASSWORD: "admin e2e password",
        LOG_LEVEL: "warn",
      },
    });
    await expect
      .poll(async () => (await fetch(`${this.url}/readyz`).catch(() => undefined))?.status, { timeout: 30_000 })
      .toBe(200);
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }

  /**
   * A new version as a deploy leaves it: the plans screen's chunk under a new hashed name, the old file gone, and
   * every file naming it (index.html, the other chunks, the worker's precache list) rewritten. The server restarts,
   * as it does on a deploy, since it renders index.html once at start.
   */
  async deployNewVersion(): Promise<string> {
    await this.stop();
    const assets = join(this.webRoot, "assets");
    const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
    const read = (name: string) => readFileSync(join(assets, name), "utf8");
    const plans = scripts.find((name) => /^plans-page-[\w-]+\.js$/.test(name));
    if (!plans) throw new Error("The build has no plans-page chunk");
    // As in a real build, every chunk that names a changed chunk changes (and is renamed) too.
    const changed = new Set([plans]);
    for (let grew = true; grew;) {
      grew = false;
      for (const name of scripts) {
        if (changed.has(name) || ![...changed].some((other) => read(name).includes(other))) continue;
        changed.add(name);
        grew = true;
      }
    }
    const renamed = (text: string) =>
      [...changed].reduce((result, name) => result.replaceAll(name, name.replace(/\.js$/, "v2.js")), text);
    for (const name of scripts) {
      if (!changed.has(name)) continue;
      writeFileSync(join(assets, renamed(name)), renamed(read(name)));
      rmSync(join(assets, name));
    }
    // The prerendered public pages name their chunks too (docs/decisions/0011-prerendered-public-pages.md).
    const prerendered = readdirSync(join(this.webRoot, "prerendered"))
      .filter((name) => name.endsWith(".html"))
      .map((name) => `prerendered/${name}`);
    const pages = ["index.html", "sw.js", ...prerendered];
    for (const file of pages.map((name) => join(this.webRoot, name))) {
      writeFileSync(file, renamed(readFileSync(file, "utf8")));
    }
    // The server prefers the precompressed copies, which would still be the old version.
    for (const name of [...pages, ...[...changed].map((chunk) => `assets/${chunk}`)]) {
      rmSync(join(this.webRoot, `${name}.br`), { force: true });
      rmSync(join(this.webRoot, `${name}.gz`), { force: true });
    }
    const newChunk = renamed(plans);
    await this.start();
    return newChunk;
  }
}

async function openPlansFromHeader(page: Page) {
  await page.getByRole("link", { name: "Plans" }).first().click();
  await expect(page).toHaveURL(/\/plans$/);
}

test("a tab opened before a deploy reloads once and opens the next screen in the new version", async ({
  browser,
}, testInfo) => {
  const deployment = await Deployment.create(testInfo.outputPath("deploy"));
  await deployment.start();
  try {
    // Without a service worker nothing keeps the old chunks: what a first visit before the worker installs sees.
    const context = await browser.newContext({ baseURL: deployment.url, serviceWorkers: "block" });
    const page = await context.newPage();
    // Everything the landing page loads lazily is in before the deploy, so the only stale chunk is the next screen's.
    await page.goto("/", { waitUntil: "networkidle" });
    const newChunk = await deployment.deployNewVersion();

    await openPlansFromHeader(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toHaveCount(0);
    // The screen came from the new version: the page reloaded and fetched the renamed chunk.
    const loadedNewChunk = () =>
      page.evaluate(
        (chunk) => performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(chunk)),
        newChunk,
      );
    await expect.poll(loadedNewChunk).toBe(true);
    await context.close();
  } finally {
    await deployment.stop();
  }
});

test("a new service worker is offered as 'Update available' and Reload runs the new version", async ({
  browser,
}, testInfo) => {
  const deployment = await Deployment.create(testInfo.outputPath("deploy"));
  await deployment.start();
  try {
    const context = await browser.newContext({ baseURL: deployment.url, serviceWorkers: "allow" });
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const newChunk = await deployment.deployNewVersion();

    // The old worker still serves the old screens from its precache, so the tab keeps working meanwhile.
    await openPlansFromHeader(page);
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toHaveCount(0);

    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const toast = page.getByText("Update available");
    await expect(toast).toBeVisible();

    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/plans$/);
    const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
    expect(scripts.some((name) => name.endsWith(newChunk))).toBe(true);
    await context.close();
  } finally {
    await deployment.stop();
  }
});
