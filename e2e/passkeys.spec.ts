import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, snapshot, test } from "./support/fixtures";
import { freePort } from "./support/ports";

/*
 * Passkeys with Chromium's virtual authenticator (WebAuthn through the DevTools protocol). A passkey belongs to a
 * host name, and browsers refuse an IP address as one: these journeys run their own server on http://localhost.
 */

const ADMIN = { email: "passkey-admin@e2e.test", password: "passkey admin e2e password" };

let server: ChildProcess;
let dir: string;
let base: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "signaldesk-passkeys-"));
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ["dist/server/main.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATABASE_URL: `sqlite:${join(dir, "app.db")}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
    },
  });
  await expect
    .poll(async () => (await fetch(`${base}/readyz`).catch(() => undefined))?.status, { timeout: 30_000 })
    .toBe(200);
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

/** A platform authenticator that holds passkeys and verifies its user (a fingerprint, say) without asking. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

/** The session's last second-factor check, as if it were made long ago. */
function ageSecondFactorChecks(email: string) {
  const db = new Database(join(dir, "app.db"));
  try {
    db.prepare(
      "update sessions set second_factor_at = '2000-01-01T00:00:00.000Z' where user_id = (select id from users where email = ?)",
    ).run(email);
  } finally {
    db.close();
  }
}

async function signInWithPasskey(page: Page) {
  await page.context().clearCookies();
  await page.goto(`${base}/login`);
  await page.getByRole("button", { name: "Use a passkey" }).click();
}

test("an administrator enrols a passkey at the first sign-in, then signs in with it alone", async ({
  page,
}, testInfo) => {
  test.skip((page.viewportSize()?.width ?? 0) < 768, "admins set up at a desk; the member journey covers the phone");
  const authenticator = await addVirtualAuthenticator(page);
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Set up two-step sign-in" })).toBeVisible();
  await snapshot(page, testInfo, "passkey-enrol-choice");

  await page.getByRole("button", { name: "Use a passkey instead" }).click();
  await expect(page.getByRole("heading", { name: "Two-step sign-in is on" })).toBeVisible();
  // Worded by the factor just set up: the passkey, not an app the admin does not have.
  await expect(page.getByText("From now on you sign in with your passkey")).toBeVisible();
  await expect(page.getByText(/code from the app/)).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await expectAccessible(page);
  await snapshot(page, testInfo, "passkey-enrolled");
  expect(await authenticator.credentials()).toHaveLength(1);
  await page.getByRole("button", { name: "I have saved them, continue" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await signInWithPasskey(page);
  await expect(page).toHaveURL(/\/admin$/);
  // The password alone asks for the passkey now.
  await page.context().clearCookies();
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Use your passkey" })).toBeVisible();
  await page.getByRole("button", { name: "Use your passkey" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("a member adds a passkey in account settings, signs in with it, and confirms with it before removing it", async ({
  page,
}, testInfo) => {
  test.skip((page.viewportSize()?.width ?? 0) >= 768, "the same card at every width; checked on a phone");
  // Registration, two sign-ins, a confirmation and a removal: a minute on a busy machine, past the default timeout.
  test.slow();
  const authenticator = await addVirtualAuthenticator(page);
  const member = {
    email: `passkey-${Date.now()}@e2e.test`,
    password: "member passkey e2e phrase",
    firstName: "Pia",
    lastName: "Keys",
  };
  const registered = await page.request.post(`${base}/api/auth/register`, {
    data: member,
    headers: { origin: base },
  });
  expect(registered.status()).toBe(201);

  await page.goto(`${base}/account`);
  await page.getByRole("button", { name: "Add a passkey" }).click();
  // The account's first second factor: its recovery codes, once.
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("list", { name: "Your passkeys" }).getByRole("listitem")).toHaveCount(1);
  // Two-step sign-in is on through the passkey, and its card says so rather than asking for an app's codes.
  const twoStep = page.getByText("Your passkey is your second step");
  await expect(twoStep).toBeVisible();
  await expect(page.getByText(/A code from an authenticator app on your phone/)).toHaveCount(0);
  await expectAccessible(page);
  await snapshot(page, testInfo, "passkeys-card");
  expect(await authenticator.credentials()).toHaveLength(1);

  await signInWithPasskey(page);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Minutes later, removing it asks to confirm it is them; the passkey confirms.
  ageSecondFactorChecks(member.email.toLowerCase());
  await page.goto(`${base}/account`);
  await page.getByRole("button", { name: /Remove the passkey/ }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm it is you" });
  await expect(confirm).toBeVisible();
  await snapshot(page, testInfo, "step-up-dialog");
  await confirm.getByRole("button", { name: "Use your passkey" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("No passkey yet.")).toBeVisible();
});
