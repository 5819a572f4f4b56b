import type { Catalogue } from "../../translate.js";

export default {
  heldSummary: {
    title_one: "{{count}} обновление, пока вас не было",
    title_few: "{{count}} обновления, пока вас не было",
    title_many: "{{count}} обновлений, пока вас не было",
    title_other: "{{count}} обновления, пока вас не было",
  },
  signal: {
    long: "LONG",
    short: "SHORT",
    opened: "Новый сигнал: {{asset}} {{direction}} по {{price}}",
    onRecord: "{{line}} · в истории № {{number}}",
    headline: "{{asset}} {{direction}}",
    entry: "Вход: {{price}}",
    target: "Тейк-профит {{number}}: {{price}}",
    stop: "Стоп-лосс: {{price}}",
    risk: "Риск: {{level}}",
    riskLevel: { low: "низкий", moderate: "умеренный", high: "высокий" },
  },
  status: {
    line: "Статус: {{parts}}",
    planning: "Запланирована",
    active: "Открыта",
    closed: "Закрыта",
    targetsHit: "достигнуто целей: {{hits}} из {{total}}",
    closedShare: "закрыто {{share}}",
    result: "результат {{result}}",
    cancelled: "отменена",
    voided: "аннулирована",
  },
  member: {
    open: "Открыть в {{appName}}",
  },
  room: {
    details: "Подробнее",
    accessEnded: {
      room: "Ваш доступ к чату {{appName}} закрыт: {{reason}}.",
      proRoom: "Ваш доступ к Pro-чату {{appName}} закрыт: {{reason}}.",
      server: "Ваш доступ к серверу {{appName}} закрыт: {{reason}}.",
      renew: "Продлить:",
      reason: {
        unlinked: "ваш аккаунт удалён или отвязан от {{platform}}",
        inactive: "ваша подписка больше не активна",
        expired: "ваша подписка истекла {{date}}",
        ended: "ваш доступ закончился",
        notPro: "ваш тариф больше не включает Pro",
      },
    },
    welcome: {
      room: "Добро пожаловать в чат {{appName}}. Ваше личное приглашение (одноразовое, действует час):",
      proRoom: "Добро пожаловать в Pro-чат {{appName}}. Ваше личное приглашение (одноразовое, действует час):",
      server: "Добро пожаловать на сервер {{appName}}. У вас роль {{role}}, она меняется вместе с вашим тарифом.",
    },
    recordHead: {
      title: "Опубликована вершина истории сделок",
      body: "На {{time}} цепочка истории заканчивалась событием {{sequence}}, его хеш:",
      keep: "Сохраните это сообщение: по нему любой может проверить историю.",
      action: "Открыть историю сделок",
    },
  },
} satisfies Catalogue;
