import { parseArgs } from "node:util";
import { loadConfig } from "../../config.js";
import { openDatabase } from "../../db/database.js";
import { migrateToLatest } from "../../db/migrate.js";
import { AppError } from "../../lib/app-error.js";
import { weeklySummaryDeps } from "./weekly-summaries-run.js";
import { writeDueSummaries } from "./weekly-summaries.service.js";

/*
 * docs/operations.md#weekly-summaries: writes the weekly summaries due now, or a past week's that are missing (after
 * an outage longer than the week), and queues their emails; a running server delivers them. What exists is kept.
 */
const USAGE =
  "Usage: npm run weekly-summaries -- [--week YYYY-MM-DD] [--member <email>]\n" +
  "  --week    the Monday a finished week began; without it, the week due now on each member's clock\n" +
  "  --member  only this Pro member's";

const { values } = parseArgs({
  options: { week: { type: "string" }, member: { type: "string" }, help: { type: "boolean", default: false } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const config = loadConfig();
const handle = openDatabase(config.databaseUrl);
let exitCode = 0;
try {
  await migrateToLatest(handle.db);
  const written = await writeDueSummaries(weeklySummaryDeps(handle.db), {
    ...(values.week === undefined ? {} : { weekStart: values.week }),
    ...(values.member === undefined ? {} : { email: values.member }),
  });
  console.log(`${written} weekly ${written === 1 ? "summary" : "summaries"} written; their emails are queued.`);
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(`${error.message}\n${USAGE}`);
  exitCode = 2;
} finally {
  await handle.close();
}
process.exit(exitCode);
