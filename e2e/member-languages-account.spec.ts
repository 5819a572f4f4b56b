import type { Page, TestInfo } from "@playwright/test";
import { PLANS, formatPlanPrice } from "../src/shared/plans";
import type { PublicUser } from "../src/shared/users";
import { E2E_BASE_URL, expect, newMember, snapshot, test } from "./support/fixtures";

// A member's journey in their own language (docs/decisions/0037-languages.md): signing up, buying, the notification
// preferences and the account page, in Spanish and in Arabic (right to left), on a phone and on a desktop. The
// language comes from the visitor's choice (the `lang` cookie); on the account page the member changes it.

const price = formatPlanPrice(PLANS.trial);

interface Journey {
  language: "es" | "ar";
  dir: "ltr" | "rtl";
  register: {
    offer: string;
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    confirm: string;
    terms: RegExp;
    submit: string;
  };
  account: {
    title: string;
    plan: string;
    trial: string;
    active: string;
    notifications: string;
    emailNewSignals: string;
    save: string;
    saved: string;
    languageRegion: string;
    verifyEmail: string;
  };
  /** The language the member switches to on the account page, and that page's title in it. */
  switchTo: { language: "es" | "ar"; dir: "ltr" | "rtl"; title: string; notifications: string };
}

const JOURNEYS: Journey[] = [
  {
    language: "es",
    dir: "ltr",
    register: {
      offer: `Prueba el acceso completo por ${price}`,
      firstName: "Nombre",
      lastName: "Apellidos",
      email: "Correo electrónico",
      password: "Contraseña",
      confirm: "Confirma la contraseña",
      terms: /^Acepto los Términos del servicio y la Política de privacidad/,
      submit: "Crear cuenta e ir al pago",
    },
    account: {
      title: "Ajustes de la cuenta",
      plan: "Suscripción",
      trial: "Acceso de prueba",
      active: "Activo",
      notifications: "Notificaciones",
      emailNewSignals: "Correo: Nuevas señales",
      save: "Guardar preferencias",
      saved: "Preferencias de notificación guardadas",
      languageRegion: "Idioma",
      verifyEmail: "Verifica tu correo",
    },
    switchTo: { language: "ar", dir: "rtl", title: "إعدادات الحساب", notifications: "الإشعارات" },
  },
  {
    language: "ar",
    dir: "rtl",
    register: {
      offer: `جرّب الوصول الكامل مقابل \u2066${price}\u2069`,
      firstName: "الاسم الأول",
      lastName: "اسم العائلة",
      email: "البريد الإلكتروني",
      password: "كلمة المرور",
      confirm: "تأكيد كلمة المرور",
      terms: /^أوافق على شروط الخدمة و ?سياسة الخصوصية/,
      submit: "أنشئ الحساب وتابع إلى الدفع",
    },
    account: {
      title: "إعدادات الحساب",
      plan: "الاشتراك",
      trial: "الوصول التجريبي",
      active: "نشط",
      notifications: "الإشعارات",
      emailNewSignals: "البريد: إشارات جديدة",
      save: "احفظ التفضيلات",
      saved: "حُفظت تفضيلات الإشعارات",
      languageRegion: "اللغة",
      verifyEmail: "تأكيد بريدك الإلكتروني",
    },
    switchTo: { language: "es", dir: "ltr", title: "Ajustes de la cuenta", notifications: "Notificaciones" },
  },
];

async function expectLanguage(page: Page, language: string, dir: "ltr" | "rtl") {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("html")).toHaveAttribute("dir", dir);
}

/** Where an element sits across the page: its left and right edges. */
async function edges(page: Page, locator: ReturnType<Page["locator"]>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not laid out");
  const width = page.viewportSize()?.width ?? 0;
  return { left: box.x, right: width - (box.x + box.width) };
}

/** Where an element's text starts: the room left free at each side of its text, inside the element's own box. */
async function textGaps(locator: ReturnType<Page["locator"]>) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    return { left: text.left - box.left, right: box.right - text.right };
  });
}

/** Pays for Trial Access on the local checkout, as the plans page's button would send the member there. */
async function buyTrial(page: Page, testInfo: TestInfo, language: string) {
  const checkout = await page.request.post("/api/stripe/create-checkout-session", { data: { planType: "trial" } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  await page.goto(new URL(url, E2E_BASE_URL).pathname);
  await expect(page).toHaveURL(/\/checkout\/local\/[0-9a-f-]+$/);
  await snapshot(page, testInfo, `checkout-${language}`);
  await page.getByRole("button", { name: new RegExp(price.replace("$", "\\$")) }).click();
  await expect(page).toHaveURL(/\/subscription\/success\?session_id=/);
  await expect
    .poll(async () => ((await (await page.request.get("/api/auth/me")).json()) as PublicUser).subscriptionStatus)
    .toBe("trial");
}

for (const journey of JOURNEYS) {
  test(`a member signs up, buys, sets notifications and changes language, in ${journey.language}`, async ({
    page,
    context,
  }, testInfo) => {
    const { register, account } = journey;
    const member = newMember();
    await context.addCookies([{ name: "lang", value: journey.language, url: E2E_BASE_URL }]);

    // Signing up: the whole form in the member's language.
    await page.goto("/register");
    await expectLanguage(page, journey.language, journey.dir);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(register.offer);
    await page.getByLabel(register.firstName).fill(member.firstName);
    await page.getByLabel(register.lastName).fill(member.lastName);
    await page.getByLabel(register.email).fill(member.email);
    await page.getByLabel(register.password, { exact: true }).fill(member.password);
    await page.getByLabel(register.confirm).fill(member.password);
    await page.getByRole("checkbox", { name: register.terms }).check();
    if (journey.dir === "rtl") {
      // Mirrored: a field's label starts at its box's right edge.
      const label = await page.locator('label[for="register-firstName"]').boundingBox();
      const field = await page.getByLabel(register.firstName).boundingBox();
      if (!label || !field) throw new Error("the first name is not laid out");
      expect(Math.abs(label.x + label.width - (field.x + field.width))).toBeLessThan(2);
      expect(label.x).toBeGreaterThan(field.x);
    }
    await snapshot(page, testInfo, `register-${journey.language}`);
    await page.getByRole("button", { name: register.submit }).click();
    await expect(page).toHaveURL(/\/plans$/);

    await buyTrial(page, testInfo, journey.language);

    // The account page: the plan bought, in the member's words.
    await page.goto("/account");
    await expectLanguage(page, journey.language, journey.dir);
    const title = page.getByRole("heading", { level: 1, name: account.title });
    await expect(title).toBeVisible();
    const subscription = page.getByRole("heading", { name: account.plan, exact: true }).locator("xpath=../..");
    await expect(subscription).toContainText(account.trial);
    await expect(subscription).toContainText(account.active);
    if (journey.dir === "rtl") {
      const { left, right } = await textGaps(title);
      expect(right).toBeLessThan(1);
      expect(left).toBeGreaterThan(right);
    }

    // The banner asking to verify the address shows it whole from a desktop up; on a phone, left to right and cut
    // with an ellipsis inside the banner, whatever the page's direction.
    const banner = page.getByRole("region", { name: account.verifyEmail, exact: true });
    await expect(banner).toContainText(member.email);
    if ((page.viewportSize()?.width ?? 0) < 640) {
      const address = banner.locator("span[dir=ltr]", { hasText: member.email });
      await expect(address).toBeVisible();
      const { left, right } = await edges(page, address);
      expect(Math.min(left, right)).toBeGreaterThanOrEqual(0);
      expect(await address.evaluate((element) => getComputedStyle(element).textOverflow)).toBe("ellipsis");
    }

    // Notification preferences: no email for new signals.
    const notifications = page.getByRole("region", { name: account.notifications, exact: true });
    const newSignalsByEmail = notifications.getByRole("checkbox", { name: account.emailNewSignals });
    await expect(newSignalsByEmail).toBeChecked();
    await newSignalsByEmail.click();
    await expect(newSignalsByEmail).not.toBeChecked();
    await notifications.getByRole("button", { name: account.save }).click();
    await expect(notifications.getByText(account.saved)).toBeVisible();
    const prefs = await page.request.get("/api/account/notification-preferences");
    expect(await prefs.json()).toMatchObject({ channels: { email: { kinds: { new_signal: false } } } });
    if (journey.dir === "rtl") {
      // A switch turned on keeps its thumb inside its track, at the end of a right-to-left row.
      const heads = notifications.getByRole("switch").last();
      await heads.click();
      await expect(heads).toHaveAttribute("aria-checked", "true");
      // The thumb slides there (a CSS transition): measured once it has arrived.
      await expect
        .poll(async () => {
          const track = await heads.boundingBox();
          const thumb = await heads.locator("span").boundingBox();
          if (!track || !thumb) return "the switch is not laid out";
          if (thumb.x < track.x - 0.5) return "the thumb is outside the track";
          return thumb.x + thumb.width <= track.x + track.width / 2 + 0.5 ? "at the end" : "not at the end";
        })
        .toBe("at the end");
    }
    await notifications.scrollIntoViewIfNeeded();
    await snapshot(page, testInfo, `account-${journey.language}`);

    // The member changes their language on the account page: the app follows at once, and the account keeps it.
    const { switchTo } = journey;
    await page
      .getByRole("region", { name: account.languageRegion })
      .getByRole("combobox")
      .selectOption(switchTo.language);
    await expectLanguage(page, switchTo.language, switchTo.dir);
    await expect(page.getByRole("heading", { level: 1, name: switchTo.title })).toBeVisible();
    await expect(page.getByRole("region", { name: switchTo.notifications, exact: true })).toBeVisible();
    await expect
      .poll(async () => ((await (await page.request.get("/api/auth/me")).json()) as PublicUser).language)
      .toBe(switchTo.language);
    await snapshot(page, testInfo, `account-switched-to-${switchTo.language}`);

    // Another visit, without the cookie: the account's language, not the browser's.
    await context.clearCookies({ name: "lang" });
    await page.reload();
    await expectLanguage(page, switchTo.language, switchTo.dir);
    await expect(page.getByRole("heading", { level: 1, name: switchTo.title })).toBeVisible();
  });
}
