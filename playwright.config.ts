import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, JOURNEY_BROWSER_PATH } from "./e2e/support/chromium";
import { selfSignedCertificate } from "./test/support/tls";
import { E2E_MAIL_WEBHOOK_SECRET } from "./e2e/support/mailbox";

// Workers load this file too: they inherit what the main process set, so all agree on one
// server, one port and one database for the run.
process.env.E2E_DIR ??= mkdtempSync(join(tmpdir(), "signaldesk-e2e-"));
// All seven ports come from one process that holds them open together, so no two of them can be the same port
// (asked for one at a time, the kernel may hand out a port it has just released).
const freePorts = (count: number) =>
  execFileSync(process.execPath, [
    "-e",
    `const net=require('net');const servers=Array.from({length:${count}},()=>net.createServer());
Promise.all(servers.map(s=>new Promise(r=>s.listen(0,'127.0.0.1',r)))).then(()=>{
console.log(servers.map(s=>s.address().port).join(' '));servers.forEach(s=>s.close())})`,
  ])
    .toString()
    .trim()
    .split(" ");
let reserved: string[] | undefined;
const freePort = (): string => {
  reserved ??= freePorts(8);
  const port = reserved.pop();
  if (!port) throw new Error("playwright.config.ts asks for more ports than it reserved");
  return port;
};
process.env.E2E_PORT ??= freePort();
// The journeys' mail server (e2e/support/smtp-sink-process.ts): SMTP for the app, HTTP for the journeys.
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_MAIL_PORT ??= freePort();
// The journeys' Telegram (e2e/support/telegram-process.ts): the Bot API for the app, a control side for the journeys.
process.env.E2E_TELEGRAM_PORT ??= freePort();
process.env.E2E_TELEGRAM_CONTROL_PORT ??= freePort();
// The journeys' Discord (e2e/support/discord-process.ts): the REST API and authorize page, and a control side.
process.env.E2E_DISCORD_PORT ??= freePort();
process.env.E2E_DISCORD_CONTROL_PORT ??= freePort();
process.env.E2E_TSA_PORT ??= freePort();

// The journeys' local push service speaks https with this certificate, which the server trusts (NODE_EXTRA_CA_CERTS).
const pushCertificate = join(process.env.E2E_DIR, "cert.pem");
if (!existsSync(pushCertificate)) selfSignedCertificate(process.env.E2E_DIR);

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  // One retry, and Playwright reports such a pass as "flaky", so nothing is hidden: each flaky report is a bug to
  // find, as the admin Manage journey's was (the panel unmounted on Chromium's 1 px full-page capture resize). The
  // retry keeps a loaded machine's timing from failing a whole CI run.
  retries: 1,
  // Journeys check axe and take full-page screenshots at each step; on two shared cores that takes longer than
  // the 30 s default, which is meant for hung tests. With both workers' browsers running, the load reaches 13-14: one
  // full-page capture took 16 s and axe 11 s, and journeys of about a minute timed out at 60 s.
  timeout: 90_000,
  // A lazily loaded screen (the admin panel's chunk) can take more than the default 5 s to appear while both cores
  // are busy; seen in repeated runs of the Manage journey on a loaded machine, and past 10 s at that load.
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  globalSetup: "./e2e/support/global-setup.ts",
  globalTeardown: "./e2e/support/global-teardown.ts",
  use: {
    baseURL,
    // A failed journey keeps its trace: every action with the page's DOM before and after it, which the trace viewer
    // draws. Without the screencast: recording it tripled the browser's CPU time on a page, on two shared cores.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true },
    screenshot: "only-on-failure",
    launchOptions: { executablePath: JOURNEY_BROWSER_PATH, args: CHROMIUM_ARGS },
    // A fresh context installs the service worker, which downloads every screen's code and every language's text
    // (hundreds of files): each journey paid for that, and it kept both cores busy. The journeys about the app's
    // installation, updates and notifications have it (FULL_BROWSER in e2e/support/chromium.ts, or their own).
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, defaultBrowserType: "chromium" },
    },
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: "npx tsx e2e/support/smtp-sink-process.ts",
      url: `http://127.0.0.1:${process.env.E2E_MAIL_PORT}/messages`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_MAIL_PORT: process.env.E2E_MAIL_PORT },
    },
    {
      command: "npx tsx e2e/support/telegram-process.ts",
      url: `http://127.0.0.1:${process.env.E2E_TELEGRAM_CONTROL_PORT}/state`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        E2E_TELEGRAM_PORT: process.env.E2E_TELEGRAM_PORT,
        E2E_TELEGRAM_CONTROL_PORT: process.env.E2E_TELEGRAM_CONTROL_PORT,
      },
    },
    {
      command: "npx tsx e2e/support/discord-process.ts",
      url: `http://127.0.0.1:${process.env.E2E_DISCORD_CONTROL_PORT}/state`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        E2E_DISCORD_PORT: process.env.E2E_DISCORD_PORT,
        E2E_DISCORD_CONTROL_PORT: process.env.E2E_DISCORD_CONTROL_PORT,
      },
    },
    {
      command: "npx tsx e2e/support/tsa-process.ts",
      url: `http://127.0.0.1:${process.env.E2E_TSA_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { E2E_TSA_PORT: process.env.E2E_TSA_PORT },
    },
    {
      command: "node dist/server/main.js",
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: process.env.E2E_PORT,
        HOST: "127.0.0.1",
        PUBLIC_URL: baseURL,
        DATABASE_URL: `sqlite:${join(process.env.E2E_DIR, "app.db")}`,
        ADMIN_EMAIL: "admin@e2e.test",
        ADMIN_PASSWORD: "admin e2e password",
        AUTH_ADDRESS_LIMIT: "100000",
        LOG_LEVEL: "warn",
        LEGAL_UPDATED: "2026-03-14",
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        MAIL_WEBHOOK_SECRET: E2E_MAIL_WEBHOOK_SECRET,
        // Pushes to the journeys' local push service on 127.0.0.1 (e2e/support/push-service.ts).
        PUSH_ALLOW_PRIVATE_FOR_TESTING: "true",
        // Webhooks to the journeys' own receiver on 127.0.0.1 (e2e/api-access.spec.ts).
        WEBHOOKS_ALLOW_PRIVATE_FOR_TESTING: "true",
        NODE_EXTRA_CA_CERTS: pushCertificate,
        // Off until a journey saves the Telegram settings; then the bot talks to the journeys' fake.
        TELEGRAM_API_ROOT: `http://127.0.0.1:${process.env.E2E_TELEGRAM_PORT}`,
        // Off until a journey saves the Discord settings; then the app talks to the journeys' fake.
        DISCORD_API_ROOT: `http://127.0.0.1:${process.env.E2E_DISCORD_PORT}/api`,
        DISCORD_OAUTH_AUTHORIZE_URL: `http://127.0.0.1:${process.env.E2E_DISCORD_PORT}/oauth2/authorize`,
        // Heads witnessed by the journeys' own time-stamp authority (e2e/support/tsa-process.ts).
        RECORD_TSA_URLS: `http://127.0.0.1:${process.env.E2E_TSA_PORT}/tsr`,
      },
    },
  ],
});
