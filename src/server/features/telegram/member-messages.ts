/** Telegram messages to members moved with the Telegram room adapter; this path stays for the notification fan-out. */
export * from "../rooms/telegram/member-messages.js";
