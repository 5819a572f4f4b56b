import type { TestApp } from "./test-app.js";

/**
 * `count` announcements stored and fanned out, as the notifier leaves them, without publishing a position for each:
 * for tests about the many events kept, which would take minutes through the API.
 */
export async function storeAnnouncements(t: Pick<TestApp, "database">, count: number, at: string): Promise<void> {
  const position = { id: "stored", asset: "EUR/USD", direction: "long", riskLevel: null, status: "active" };
  const rows = Array.from({ length: count }, (_, i) => ({
    type: "position_updated" as const,
    change: "note" as const,
    message: `EUR/USD update: note ${i + 1}`,
    at,
    position_id: position.id,
    position: JSON.stringify(position),
    fanned_out_at: at,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await t.database.handle.db
      .insertInto("notification_events")
      .values(rows.slice(i, i + 200))
      .execute();
  }
}
