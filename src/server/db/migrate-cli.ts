import { loadConfig } from "../config.js";
import { openDatabase } from "./database.js";
import { migrateToLatest } from "./migrate.js";

const config = loadConfig();
const handle = openDatabase(config.databaseUrl);
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
} finally {
  await handle.close();
}
