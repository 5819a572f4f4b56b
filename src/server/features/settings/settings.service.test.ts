import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_SETTINGS } from "../../../shared/admin-settings.js";
import { manualClock } from "../../../../test/support/test-app.js";
import { createTestDatabase, type TestDatabase } from "../../../../test/support/test-database.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { getAdminSettings, updateAdminSettings } from "./settings.service.js";

describe.each(TEST_DIALECTS)("admin settings on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await database.cleanup();
  });

  it("starts at the documented defaults", async () => {
    expect(await getAdminSettings({ db: database.handle.db })).toEqual(DEFAULT_ADMIN_SETTINGS);
  });

  it("stores a change and leaves the other switches alone", async () => {
    const clock = manualClock(new Date("2026-11-21T10:00:00Z"));
    await updateAdminSettings({ db: database.handle.db, clock }, { autoPublish: true }, null);
    const settings = await updateAdminSettings({ db: database.handle.db, clock }, { pushNewTrades: false }, null);
    expect(settings).toEqual({ ...DEFAULT_ADMIN_SETTINGS, autoPublish: true, pushNewTrades: false });
    expect(await getAdminSettings({ db: database.handle.db })).toEqual(settings);
  });
});
