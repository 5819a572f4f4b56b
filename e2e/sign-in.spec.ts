import { expect, expectAccessible, logoutThroughMenu, registerThroughApi, snapshot, test } from "./support/fixtures";
import { isPhone, newAdminWithApp } from "./support/admin";

test.describe("signing in and out", () => {
  test("a member signs out, sees the login screen on /dashboard, and signs back in there", async ({
    page,
  }, testInfo) => {
    const member = await registerThroughApi(page);
    await page.goto("/dashboard");
    // A new account has no plan yet: the dashboard is replaced by the plan choice.
    await expect(page.getByRole("heading", { name: "Subscription Required" })).toBeVisible();
    await snapshot(page, testInfo, "dashboard-inactive");

    await logoutThroughMenu(page);
    await expect(page).toHaveURL(/\/$/);
    // The landing page shows first; the session ends as the logout request completes.
    await expect.poll(async () => (await page.request.get("/api/auth/me")).status()).toBe(401);

    await page.goto("/dashboard");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, testInfo, "dashboard-signed-out");
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Subscription Required" })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a wrong password shows the error in an alert and keeps the visitor signed out", async ({ page }, testInfo) => {
    test.skip(test.info().project.name !== "mobile", "one form at every width; checked where it is narrowest");
    const member = await registerThroughApi(page);
    await page.request.post("/api/auth/logout");
    await page.goto("/login");
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid email or password");
    await snapshot(page, testInfo, "login-error");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an incomplete form is refused under its fields before anything is sent", async ({ page }, testInfo) => {
    test.skip(!isPhone(page), "one layout at every width; checked where it is narrowest");
    await page.goto("/login");
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/login")) requests.push(request.url());
    });
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription("Password is required");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await snapshot(page, testInfo, "login-field-errors");
    // Editing a field checks it again, and only it.
    await page.getByLabel("Email").fill("not-an-address");
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address");
    await page.getByLabel("Email").fill("member@example.com");
    await expect(page.getByLabel("Email")).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText("Password is required")).toBeVisible();
    expect(requests).toEqual([]);
  });

  test("an admin signing in for /admin gives the app's code and comes back to it, without a sign-up link", async ({
    page,
  }, testInfo) => {
    test.skip(test.info().project.name !== "desktop", "admins sign in at a desk");
    const admin = await newAdminWithApp(page);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("link", { name: "Create an account" })).toHaveCount(0);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    // The password was right; an administrator's second step is the authenticator app's code.
    await expect(page.getByLabel("Authentication code")).toBeFocused();
    await page.getByLabel("Authentication code").fill(admin.code());
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // The desktop panel from 768 px, the mobile panel with its welcome header below.
    const heading = isPhone(page) ? `Welcome, ${admin.firstName}!` : "Trading Admin Panel";
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await snapshot(page, testInfo, "admin");
  });

  test("a member is sent away from /admin to the login screen, with a way to their dashboard", async ({ page }) => {
    test.skip(test.info().project.name !== "mobile", "a redirect, the same at every width");
    await registerThroughApi(page);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("link", { name: "go to your dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a signed-in member opening /login lands on the dashboard; one signing in at the admin's login too", async ({
    page,
  }) => {
    test.skip(!isPhone(page), "a redirect, the same at every width");
    const member = await registerThroughApi(page);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.context().clearCookies();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Administrator sign in" })).toBeVisible();
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password", { exact: true }).fill(member.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
