import { expect, expectAccessible, newMember, registerThroughApi, snapshot, test } from "./support/fixtures";

test.skip(({ isMobile }) => !isMobile, "one form at every width");

test.describe("registration", () => {
  test("enforces every rule of the form, then creates the account and continues to the plans", async ({
    page,
  }, testInfo) => {
    const member = newMember();
    await page.goto("/register");
    await expect(page).toHaveTitle(/SignalDesk/);
    await expect(page.getByText("Try Full Access for $49").first()).toBeVisible();
    const submit = page.getByRole("button", { name: "Create Account & Continue to Payment" });
    await expect(submit).toBeDisabled();
    await expectAccessible(page);

    await page.getByLabel("First name").fill(member.firstName);
    await page.getByLabel("Last name").fill(member.lastName);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByLabel("Confirm password").fill(`${member.password}x`);
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByLabel("Confirm password")).toHaveAttribute("aria-invalid", "true");
    await expect(submit).toBeDisabled();

    await page.getByLabel("Confirm password").fill(member.password);
    await expect(page.getByText("Passwords do not match")).toBeHidden();
    await expect(submit).toBeDisabled();
    await page.getByRole("checkbox", { name: /I agree to the/ }).check();
    await expect(submit).toBeEnabled();
    await snapshot(page, testInfo, "register-filled");

    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("short");
    await submit.click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

    // Long enough, but among the most common passwords: the server's refusal shows under the field.
    await page.getByLabel("Password", { exact: true }).fill("password123");
    await page.getByLabel("Confirm password").fill("password123");
    await submit.click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/too easy to guess/);
    await expect(page).toHaveURL(/\/register$/);

    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByLabel("Confirm password").fill(member.password);
    await submit.click();
    await expect(page).toHaveURL(/\/plans$/);
    const me = await page.request.get("/api/auth/me");
    expect(await me.json()).toMatchObject({ email: member.email, subscriptionStatus: "inactive" });
  });

  test("shows the server's message when the email is already registered", async ({ page, browser }) => {
    const existing = await registerThroughApi(await (await browser.newContext()).newPage());
    await page.goto("/register");
    await page.getByLabel("First name").fill("Other");
    await page.getByLabel("Last name").fill("Person");
    await page.getByLabel("Email").fill(existing.email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill("another long passphrase");
    await page.getByLabel("Confirm password").fill("another long passphrase");
    await page.getByRole("checkbox", { name: /I agree to the/ }).check();
    await page.getByRole("button", { name: "Create Account & Continue to Payment" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("An account with this email already exists");
    // On a phone the form's top is scrolled away by then: the message comes into view, focused.
    await expect(alert).toBeInViewport();
    await expect(alert).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);
    await alert.getByRole("link", { name: "Sign in instead" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
