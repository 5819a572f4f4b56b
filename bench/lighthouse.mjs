// `npm run bench:lighthouse [-- /path ...]`: Lighthouse 12 (mobile preset, simulated throttling) against the
// production build served by `npm start`, on a throwaway SQLite database; by default the six public pages, which
// arrive prerendered (docs/decisions/0011-prerendered-public-pages.md). A page in another language is audited at its
// language's address (`-- / /es/ /ar/ /es/plans`, docs/decisions/0037-languages.md): the browser asks for English. Prints the four category scores, first
// contentful paint and total blocking time per page, and the JavaScript a visitor downloads before the page is
// interactive (the entry script, the modules the page's HTML preloads and, on a public page, the take-over scripts its
// entry loads after the first paint, as the server sends them); exits 1 when
// any is past its floor or limit. Each figure is the median of LIGHTHOUSE_RUNS runs (default 3): this machine is
// shared, and one run under load can be an outlier.
//
// Lighthouse is run through npx rather than installed: v13 needs Node 22, and v12's lockfile entry breaks
// `npm ci` here. The browser is Debian's Chromium headless shell (CHROME_PATH; package chromium-headless-shell), the
// build made for automated headless runs, as Playwright uses it: the full browser in headless mode (/usr/bin/chromium,
// the fallback) also starts its own interface's renderers, whose work shares this machine's two cores with the page's
// and lengthens the page's tasks (docs/performance.md).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedMemberWithPositions } from "./seed-member.mjs";

const LIGHTHOUSE = "lighthouse@12.8.2";
const FLOORS = { performance: 95, accessibility: 100, "best-practices": 95, seo: 90 };
/** Upper limits, in milliseconds. */
const TIMING_LIMITS = { "first-contentful-paint": 1500, "total-blocking-time": 150 };
/** Compressed JavaScript before the page is interactive (brotli, as a browser over HTTPS receives it). */
const INITIAL_SCRIPT_LIMIT_KB = 100;
const root = new URL("..", import.meta.url).pathname;
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const chromePath = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// `--positions=N`: publish N positions and audit as a signed-in member with access (e.g. /dashboard).
const positionsArg = process.argv.slice(2).find((arg) => arg.startsWith("--positions="));
const positions = positionsArg ? Number(positionsArg.split("=")[1]) : 0;
const pathArgs = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const paths = pathArgs.length > 0 ? pathArgs : ["/", "/about", "/plans", "/terms", "/privacy", "/track-record"];
const ADMIN = { email: "admin@lighthouse.test", password: "lighthouse admin password" };
/** Administrators sign in with an authenticator code as well: this is the lighthouse admin's key. */
const ADMIN_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

if (!existsSync(chromePath)) {
  console.error(
    `Chromium not found at ${chromePath}: apt-get install -y chromium-headless-shell (as root), or set CHROME_PATH.`,
  );
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

async function waitUntilReady(url, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}

function runLighthouse(url, outputPath, cookie) {
  const result = spawnSync(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${outputPath}`,
      `--chrome-path=${chromePath}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
      "--only-categories=performance,accessibility,best-practices,seo",
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { cwd: root, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, CHROME_PATH: chromePath } },
  );
  return result.status === 0 ? JSON.parse(readFileSync(outputPath, "utf8")) : null;
}

/** One report; a run that Chrome's tracing spoils (NO_NAVSTART and the like) is tried again, twice at most. */
function lighthouse(url, outputPath, cookie) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const report = runLighthouse(url, outputPath, cookie);
    if (report && !report.runtimeError) return report;
    console.warn(
      `Lighthouse run ${attempt} on ${url} failed${report?.runtimeError ? `: ${report.runtimeError.code}` : ""}`,
    );
  }
  throw new Error(`Lighthouse failed three times on ${url}`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A file as the server sends it for this Accept-Encoding: node:http does not decode the body, so its length is what
 * went over the wire. A fresh connection each time: a kept-alive one may have timed out during a Lighthouse run.
 */
function download(url, encoding, cookie) {
  return new Promise((resolve, reject) => {
    const headers = { "accept-encoding": encoding, ...(cookie ? { cookie } : {}) };
    get(url, { headers, agent: false }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve(Buffer.concat(chunks)));
    }).on("error", reject);
  });
}

/**
 * The scripts a page loads before it is interactive: its entry, every module it preloads, and on a prerendered public
 * page the scripts its entry loads after the first paint to take it over (named in a meta tag, ADR 0018).
 */
async function initialScripts(url, cookie) {
  const html = (await download(url, "identity", cookie)).toString();
  const takeOver = html
    .match(/<meta name="take-over-scripts" content="([^"]*)">/)?.[1]
    .split(" ")
    .filter(Boolean);
  const scripts = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g),
    ...(takeOver ?? []).map((src) => [src, src]),
  ];
  const kilobytes = async (encoding) => {
    const files = await Promise.all(scripts.map(([, src]) => download(new URL(src, url), encoding, cookie)));
    return files.reduce((sum, file) => sum + file.length, 0) / 1024;
  };
  return { count: scripts.length, brotli: await kilobytes("br"), gzip: await kilobytes("gzip") };
}

/** Audits that cost points, so a failing run says what to fix. */
function weakAudits(report) {
  return Object.values(report.categories)
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => report.audits[ref.id]))
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map(
      (audit) => `${audit.id} (${Math.round(audit.score * 100)})${audit.displayValue ? `: ${audit.displayValue}` : ""}`,
    );
}

const workDir = mkdtempSync(join(tmpdir(), "signaldesk-lighthouse-"));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, "scripts/start.mjs")], {
  cwd: root,
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    DATABASE_URL: `sqlite:${join(workDir, "app.db")}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TOTP_SECRET: ADMIN_TOTP_SECRET,
    LOG_LEVEL: "warn",
  },
});

let failed = false;
try {
  await waitUntilReady(`${origin}/readyz`, server);
  const cookie =
    positions > 0
      ? await seedMemberWithPositions(origin, { admin: ADMIN, totpSecret: ADMIN_TOTP_SECRET, count: positions })
      : undefined;
  if (cookie) console.log(`Signed in as a member with access; ${positions} positions published.`);
  for (const path of paths) {
    // LIGHTHOUSE_REPORTS=<dir> keeps each run's JSON report there (e.g. for the LCP element or the long tasks).
    const reportDir = process.env.LIGHTHOUSE_REPORTS ?? workDir;
    const name = path.replace(/[^\w-]+/g, "_");
    const reports = Array.from({ length: runs }, (_, run) =>
      lighthouse(`${origin}${path}`, join(reportDir, `report${name}-${run}.json`), cookie),
    );
    const scores = Object.fromEntries(
      Object.keys(FLOORS).map((id) => [id, median(reports.map((r) => Math.round(r.categories[id].score * 100)))]),
    );
    const below = Object.entries(FLOORS).filter(([id, floor]) => scores[id] < floor);
    console.log(
      `${path.padEnd(10)} ${Object.entries(scores)
        .map(([id, score]) => `${id} ${score}`)
        .join("  ")}${below.length ? "  <- below the floor" : ""}`,
    );
    const timing = (id) => median(reports.map((r) => r.audits[id].numericValue));
    const slow = Object.entries(TIMING_LIMITS).filter(([id, limit]) => timing(id) >= limit);
    console.log(
      `           first contentful paint ${(timing("first-contentful-paint") / 1000).toFixed(2)} s, ` +
        `total blocking time ${Math.round(timing("total-blocking-time"))} ms, ` +
        `largest contentful paint ${(timing("largest-contentful-paint") / 1000).toFixed(2)} s, ` +
        `layout shift ${timing("cumulative-layout-shift").toFixed(3)}${slow.length ? "  <- past the limit" : ""}`,
    );
    const scripts = await initialScripts(`${origin}${path}`, cookie);
    const heavy = scripts.brotli > INITIAL_SCRIPT_LIMIT_KB;
    console.log(
      `           JavaScript before interactive: ${scripts.count} files, ${scripts.brotli.toFixed(1)} KB brotli ` +
        `(${scripts.gzip.toFixed(1)} KB gzip)${heavy ? "  <- past the limit" : ""}`,
    );
    if (path === paths[0]) {
      console.log(
        `           browser: ${reports[0].environment.hostUserAgent.match(/HeadlessChrome\/[\d.]+/)?.[0]} at ${chromePath}`,
      );
    }
    const weak = weakAudits(reports[0]);
    if (weak.length > 0) console.log(`           weak audits: ${weak.join("; ")}`);
    if (below.length > 0 || slow.length > 0 || heavy) failed = true;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(workDir, { recursive: true, force: true });
}
console.log(
  `Floors: ${Object.entries(FLOORS)
    .map(([id, floor]) => `${id} >= ${floor}`)
    .join(", ")}; ${Object.entries(TIMING_LIMITS)
    .map(([id, limit]) => `${id} < ${limit} ms`)
    .join(", ")}; JavaScript before interactive <= ${INITIAL_SCRIPT_LIMIT_KB} KB brotli`,
);
process.exit(failed ? 1 : 0);
