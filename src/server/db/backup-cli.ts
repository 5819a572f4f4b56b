import { parseArgs } from "node:util";
import { ConfigError, loadConfig, type Config } from "../config.js";
import { BackupError, backupSqlite } from "./backup.js";

const USAGE = "Usage: npm run db:backup -- [--to <folder/ or file>] [--keep <N newest in the folder>]";

const { values } = parseArgs({ options: { to: { type: "string" }, keep: { type: "string" } } });
const keep = values.keep === undefined ? undefined : Number(values.keep);
if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
  console.error(`--keep must be a whole number of at least 1\n${USAGE}`);
  process.exit(2);
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
if (!config.databaseUrl.startsWith("sqlite:")) {
  console.error("db:backup copies a SQLite database; for PostgreSQL schedule pg_dump (docs/deploy.md, Backups)");
  process.exit(2);
}

try {
  const result = await backupSqlite({
    databasePath: config.databaseUrl.slice("sqlite:".length),
    to: values.to,
    keep,
    now: new Date(),
  });
  console.log(`Backed up ${result.pages} pages to ${result.file}`);
  if (result.removed.length) console.log(`Removed older backups: ${result.removed.join(", ")}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
