import { messageSchema } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";

/** Sends an account request whose answer is one sentence to show the person (`{message}`), and returns it. */
export async function postForMessage(path: string, body?: unknown): Promise<string> {
  const { message } = await apiFetch(path, { method: "POST", body, schema: messageSchema });
  return message;
}
