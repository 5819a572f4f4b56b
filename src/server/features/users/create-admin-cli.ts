import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadConfig } from "../../config.js";
import { openDatabase } from "../../db/database.js";
import { migrateToLatest } from "../../db/migrate.js";
import { ensureAdmin } from "./admin-bootstrap.js";

const USAGE = "Usage: npm run admin:create -- --email <email> [--password <at least 8 characters>]";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success || (values.password !== undefined && values.password.length < 8)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const handle = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(handle.db);
  const password = values.password ?? randomBytes(12).toString("base64url");
  const result = await ensureAdmin(handle.db, email.data, password, new Date());
  if (result === "created") {
    console.log(`Created admin ${email.data}${values.password ? "" : ` with password: ${password}`}`);
  } else {
    console.log(result === "promoted" ? `Promoted ${email.data} to admin.` : `${email.data} is already an admin.`);
  }
} finally {
  await handle.close();
}
