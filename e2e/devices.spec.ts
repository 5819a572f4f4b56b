import { expect, registerThroughApi, snapshot, test } from "./support/fixtures";

test("a member sees where they are signed in and signs another device out", async ({ page, browser }, testInfo) => {
  test.skip((page.viewportSize()?.width ?? 0) < 768, "one list at every width; checked at the desktop's");
  const member = await registerThroughApi(page);
  // The same member signs in on a phone.
  const phone = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  });
  const signedIn = await phone.request.post("/api/auth/login", {
    data: { email: member.email, password: member.password },
  });
  expect(signedIn.status()).toBe(200);

  await page.goto("/account");
  const list = page.getByRole("list", { name: "Signed-in devices" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").filter({ hasText: "This device" })).toHaveCount(1);
  const phoneRow = list.getByRole("listitem").filter({ hasText: "Chrome on Android" });
  await expect(phoneRow).toContainText("Local network · 127.0.0.1");
  await snapshot(page, testInfo, "account-devices");

  await phoneRow.getByRole("button", { name: /^Sign out Chrome on Android/ }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  expect((await phone.request.get("/api/auth/me")).status()).toBe(401);
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);
  await phone.close();
});
