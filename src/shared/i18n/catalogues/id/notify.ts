import type { Catalogue } from "../../translate.js";

/** Pushes, Telegram and Discord messages, room posts (server only). */
export default {} satisfies Catalogue;
