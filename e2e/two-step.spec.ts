import type { Page } from "@playwright/test";
import { totpCode } from "../src/server/features/auth/second-factor.service";
import { makeAdmin } from "./support/database";
import { expect, expectAccessible, registerThroughApi, snapshot, test, type Member } from "./support/fixtures";

const codeBox = (page: Page) => page.getByLabel("Authentication code");
const keyShown = async (page: Page) =>
  ((await page.getByTestId("authenticator-key").textContent()) ?? "").replace(/\s/g, "");
/** A code that is not the app's current one. */
const wrongCode = (key: string) => (totpCode(key, new Date()) === "000000" ? "111111" : "000000");

async function signInWithPassword(page: Page, member: Member) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("an administrator's first sign-in sets up the authenticator app and shows the recovery codes once; each code signs in once", async ({
  page,
}, testInfo) => {
  test.skip(test.info().project.name !== "desktop", "admins set up at a desk");
  const admin = await registerThroughApi(page);
  makeAdmin(admin.email);
  await page.context().clearCookies();

  await signInWithPassword(page, admin);
  await expect(page.getByRole("heading", { name: "Set up two-step sign-in" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code holding your authenticator key" })).toBeVisible();
  const key = await keyShown(page);
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  await snapshot(page, testInfo, "two-step-enrol");

  await codeBox(page).fill(wrongCode(key));
  await page.getByRole("button", { name: "Turn on and sign in" }).click();
  await expect(codeBox(page)).toHaveAccessibleDescription(/That code is not valid/);
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);

  await codeBox(page).fill(totpCode(key, new Date()));
  await page.getByRole("button", { name: "Turn on and sign in" }).click();
  await expect(page.getByRole("heading", { name: "Two-step sign-in is on" })).toBeVisible();
  const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
  expect(codes).toHaveLength(10);
  await snapshot(page, testInfo, "two-step-recovery-codes");
  // The codes stay on screen until the admin says they are saved.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole("button", { name: "I have saved them, continue" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The phone is lost: a recovery code signs in instead of the app's code, once.
  for (const outcome of ["signs in", "is refused"]) {
    await page.context().clearCookies();
    await signInWithPassword(page, admin);
    await codeBox(page).fill(codes[0] ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    if (outcome === "signs in") await expect(page).toHaveURL(/\/admin$/);
    else await expect(codeBox(page)).toHaveAccessibleDescription(/That code is not valid/);
  }
});

test("a member turns two-step sign-in on in account settings, then signs in with the app's code", async ({
  page,
}, testInfo) => {
  test.skip((page.viewportSize()?.width ?? 0) < 768, "the same card at every width; checked where admins work");
  const member = await registerThroughApi(page);
  await page.goto("/account");
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  const key = await keyShown(page);
  await codeBox(page).fill(totpCode(key, new Date()));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("heading", { name: "Two-step sign-in On" })).toBeVisible();
  await expect(page.getByText("10 of your recovery codes are unused.")).toBeVisible();
  await snapshot(page, testInfo, "two-step-account-on");

  await page.context().clearCookies();
  await signInWithPassword(page, member);
  await expect(codeBox(page)).toBeVisible();
  // The code that turned it on is spent; the app's next one (a step ahead is still accepted) signs in.
  await codeBox(page).fill(totpCode(key, new Date(Date.now() + 30_000)));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
