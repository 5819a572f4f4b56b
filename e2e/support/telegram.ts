import { expect } from "./fixtures";

/** The journeys' Telegram (telegram-process.ts), as a Telegram user and an onlooker of the room see it. */
const control = `http://127.0.0.1:${process.env.E2E_TELEGRAM_CONTROL_PORT}`;

/** The bot token and room the journeys' fake Bot API knows (test/support/fake-telegram.ts defaults). */
export const E2E_TELEGRAM = { token: "123456789:AAHfakeTokenForTestsOnly_abcdefghijkl", chat: "-1001234567890" };

export interface TelegramState {
  room: { message_id: number; text: string; reply_to?: number; edits: string[] }[];
  members: Record<string, string>;
  direct: { to: number; text: string }[];
}

export async function telegramState(): Promise<TelegramState> {
  const response = await fetch(`${control}/state`);
  return (await response.json()) as TelegramState;
}

/** A Telegram user presses Start on the bot's deep link. */
export async function pressStart(id: number, deepLink: string) {
  const payload = new URL(deepLink).searchParams.get("start") ?? "";
  expect(payload).not.toBe("");
  await fetch(`${control}/start`, { method: "POST", body: JSON.stringify({ id, payload }) });
}

/** A Telegram user opens an invite link; answers whether Telegram let them in. */
export async function joinThrough(id: number, link: string): Promise<boolean> {
  const response = await fetch(`${control}/join`, { method: "POST", body: JSON.stringify({ id, link }) });
  return ((await response.json()) as { joined: boolean }).joined;
}
