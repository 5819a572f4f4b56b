/** The journeys' Discord (discord-process.ts), as a Discord user and an onlooker of the server see it. */
const control = `http://127.0.0.1:${process.env.E2E_DISCORD_CONTROL_PORT}`;

export interface DiscordState {
  settings: Record<string, string>;
  channel: { id: string; content: string; reply_to?: string; edits: string[] }[];
  /** Each user's roles in the server, or null when not in it. */
  members: Record<string, string[] | null>;
  direct: { to: string; text: string }[];
}

export async function discordState(): Promise<DiscordState> {
  const response = await fetch(`${control}/state`);
  return (await response.json()) as DiscordState;
}

/** The next visit to Discord's authorize page consents as this user. */
export async function authorizeAs(id: string, username: string) {
  await fetch(`${control}/authorize-as`, { method: "POST", body: JSON.stringify({ id, username }) });
}
