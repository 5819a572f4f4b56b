import { expect, expectAccessible, newMember, registerThroughApi, snapshot, test } from "./support/fixtures";

test("a submit too early says under each box what is missing, and focuses the first", async ({ page }, testInfo) => {
  test.skip(test.info().project.name !== "mobile", "one form at every width");
  await page.goto("/register");
  const submit = page.getByRole("button", { name: "Create Account & Continue to Payment" });
  await expect(submit).toBeEnabled();
  await page.getByLabel("First name").fill("   ");
  await submit.click();
  for (const [field, message] of [
    ["First name", "First name is required"],
    ["Last name", "Last name is required"],
    ["Email", "Email is required"],
    ["Confirm password", "Type your password again to confirm it"],
  ] as const) {
    await expect(page.getByLabel(field, { exact: true })).toHaveAccessibleDescription(message);
  }
  const terms = page.getByRole("checkbox", { name: /I agree to the/ });
  await expect(terms).toHaveAccessibleDescription(
    "Accept the Terms of Service and Privacy Policy to create your account",
  );
  await expect(terms).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("First name")).toBeFocused();
  await expect(page.getByLabel("First name")).toBeInViewport();
  await expect(page).toHaveURL(/\/register$/);
  await expectAccessible(page);
  await snapshot(page, testInfo, "register-refused");

  await terms.check();
  await expect(page.getByText("Accept the Terms of Service")).toBeHidden();
});

test.describe("registration", () => {
  test.skip(({ isMobile }) => !isMobile, "one form at every width");

  test("enforces every rule of the form, then creates the account and continues to the plans", async ({
    page,
  }, testInfo) => {
    const member = newMember();
    await page.goto("/register");
    await expect(page).toHaveTitle(/SignalDesk/);
    await expect(page.getByText("Try Full Access for $49").first()).toBeVisible();
    const submit = page.getByRole("button", { name: "Create Account & Continue to Payment" });
    await expectAccessible(page);

    await page.getByLabel("First name").fill(member.firstName);
    await page.getByLabel("Last name").fill(member.lastName);
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByLabel("Confirm password").fill(`${member.password}x`);
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByLabel("Confirm password")).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("checkbox", { name: /I agree to the/ }).check();
    // Sent as it is, the form stays: the confirmation that differs is focused.
    await submit.click();
    await expect(page.getByLabel("Confirm password")).toBeFocused();
    await expect(page).toHaveURL(/\/register$/);

    await page.getByLabel("Confirm password").fill(member.password);
    await expect(page.getByText("Passwords do not match")).toBeHidden();
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
    await expect(alert.getByRole("link", { name: "Sign in instead" })).toHaveAttribute("href", "/login");

    // Corrected, the refusal is gone at once; what is wrong now is the box that gets focus, in view below the header.
    await page.getByLabel("Email").fill(newMember().email);
    await expect(alert).toHaveCount(0);
    await page.getByLabel("Confirm password").fill("another long passphrasE");
    await page.getByRole("button", { name: "Create Account & Continue to Payment" }).click();
    const confirmation = page.getByLabel("Confirm password");
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toBeInViewport();
    await expect(confirmation).toHaveAccessibleDescription("Passwords do not match");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page).toHaveURL(/\/register$/);
  });
});
