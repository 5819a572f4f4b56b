import { CompiledQuery } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../test/support/test-database.js";
import { recordNumberQuery } from "./record-numbers.repo.js";

describe("a signal's record number on SQLite", () => {
  it("is counted on the first events' index alone, reading no event's row", async () => {
    const database = await createTestDatabase("sqlite");
    try {
      const { sql, parameters } = recordNumberQuery(database.handle.db, "a position").compile();
      const { rows } = await database.handle.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
      );
      // Through the chain's own index, the count read the row of every event before the signal's.
      expect(rows.map((row) => row.detail)).toContainEqual(
        expect.stringMatching(/^SEARCH earlier USING COVERING INDEX position_events_first_idx /),
      );
    } finally {
      await database.cleanup();
    }
  });
});
