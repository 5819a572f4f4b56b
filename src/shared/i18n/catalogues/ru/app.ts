import type { Catalogue } from "../../translate.js";

export default {
  subscriptionRequired: {
    title: "Нужна подписка",
    body: "{{firstName}}, у вашего аккаунта нет активного тарифа. Выберите тариф, чтобы видеть позиции в реальном времени, комментарии и уведомления.",
    getTrial: "Пробный доступ — {{price}}",
    getPro: "Тариф Pro — {{price}}",
    terms_one:
      "Пробный доступ: {{count}} день, один платёж, без автосписаний. Тариф Pro: помесячно, отмена в любой момент.",
    terms_few:
      "Пробный доступ: {{count}} дня, один платёж, без автосписаний. Тариф Pro: помесячно, отмена в любой момент.",
    terms_many:
      "Пробный доступ: {{count}} дней, один платёж, без автосписаний. Тариф Pro: помесячно, отмена в любой момент.",
    terms_other:
      "Пробный доступ: {{count}} дня, один платёж, без автосписаний. Тариф Pro: помесячно, отмена в любой момент.",
    compare: "Сравнить тарифы",
  },
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
  controls: {
    retry: "Повторить",
    showPassword: "Показать пароль",
    hidePassword: "Скрыть пароль",
    swipe_one: "Листайте вбок, чтобы увидеть {{count}} столбец",
    swipe_few: "Листайте вбок, чтобы увидеть все {{count}} столбца",
    swipe_many: "Листайте вбок, чтобы увидеть все {{count}} столбцов",
    swipe_other: "Листайте вбок, чтобы увидеть все {{count}} столбца",
  },
  session: {
    checking: "Проверяем ваш сеанс",
  },
  language: {
    saveFailed:
      "Не удалось сохранить язык в аккаунте: на этом устройстве он уже включён, на остальных пока нет. Попробуйте ещё раз чуть позже.",
  },
} satisfies Catalogue;
