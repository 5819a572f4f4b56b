import type { Catalogue } from "../../translate.js";

export default {
  verifyEmail: {
    label: "Подтвердите email",
    title: "Подтвердите адрес электронной почты.",
    titleShort: "Подтвердите email.",
    sentTo: "Перейдите по ссылке из письма на {{email}}.",
    sent: "Новая ссылка отправлена",
    resend: "Отправить ссылку ещё раз",
    resendShort: "Отправить ещё раз",
  },
  plan: {
    badge: "Тариф {{plan}}",
  },
  menu: {
    logout: "Выйти",
    accountFor: "Меню аккаунта: {{name}}",
  },
  header: {
    dashboard: "{{appName}}: панель",
  },
  nav: {
    dashboard: "Панель",
    adminPanel: "Администрирование",
    accountSettings: "Настройки аккаунта",
    support: "Поддержка",
    analytics: "Аналитика",
    marketInsights: "Обзоры рынка",
    portfolio: "Портфель",
    weeklySummaries: "Недельные итоги",
    subscription: "Подписка",
    myPlan: "Мой тариф",
    admin: "Админ",
    account: "Аккаунт",
  },
  language: {
    saveFailed:
      "Не удалось сохранить язык в аккаунте: на этом устройстве он уже включён, на остальных пока нет. Попробуйте ещё раз чуть позже.",
  },
} satisfies Catalogue;
