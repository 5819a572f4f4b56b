import { z } from "zod";
import { LANGUAGES } from "./i18n/languages.js";

/**
 * The chat platforms the rooms run on (docs/decisions/0025-rooms-and-adapters.md), as both sides name them: the
 * platform's key in the room tables, routes and admin log, its label, and what its room is called in a sentence.
 */
export const ROOM_PLATFORMS = {
  telegram: { label: "Telegram", room: "room" },
  discord: { label: "Discord", room: "server" },
} as const;

export type RoomPlatformName = keyof typeof ROOM_PLATFORMS;

/** The two actions every platform's settings panel takes, as the admin log names them. */
export type RoomAdminAction = `${RoomPlatformName}.${"settings" | "reconcile"}`;

/**
 * The language a platform's room posts are written in, chosen by the admin (docs/integrations.md#room-language):
 * English until chosen.
 */
export const roomLanguageSchema = z.enum(LANGUAGES, "Choose a language SignalDesk speaks");

/** The platforms' keys, in the order above. */
export const ROOM_PLATFORM_NAMES = Object.keys(ROOM_PLATFORMS).filter(
  (name): name is RoomPlatformName => name in ROOM_PLATFORMS,
);

export const ROOM_ADMIN_ACTIONS: readonly RoomAdminAction[] = ROOM_PLATFORM_NAMES.flatMap(
  (name) => [`${name}.settings`, `${name}.reconcile`] as const,
);

export const ROOM_ADMIN_ACTION_LABELS = Object.fromEntries(
  ROOM_PLATFORM_NAMES.flatMap((name) => {
    const { label, room } = ROOM_PLATFORMS[name];
    return [
      [`${name}.settings`, `${label} settings changed`],
      [`${name}.reconcile`, `${label} ${room} reconciled`],
    ];
  }),
) as Record<RoomAdminAction, string>;

/** POST /api/account/<platform>/link: where the member goes to link their account, working once until `expiresAt`. */
export const roomLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type RoomLink = z.infer<typeof roomLinkSchema>;
