import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadConfig } from "../../config.js";
import { openDatabase } from "../../db/database.js";
import { migrateToLatest } from "../../db/migrate.js";
import { ensureAdmin, MemberAccountError, promoteToAdmin } from "./admin-bootstrap.js";

const USAGE =
  "Usage: npm run admin:create -- --email <email> [--password <at least 8 characters>] [--promote]\n" +
  "  --promote  make an existing member account an admin: its password is replaced and its sessions end";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, promote: { type: "boolean", default: false } },
});
const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success || (values.password !== undefined && values.password.length < 8)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const handle = openDatabase(config.databaseUrl);
const password = values.password ?? randomBytes(12).toString("base64url");
const shownPassword = values.password ? "" : ` with password: ${password}`;
let exitCode = 0;
try {
  await migrateToLatest(handle.db);
  const result = await ensureAdmin(handle.db, email.data, password, new Date());
  console.log(
    result === "created" ? `Created admin ${email.data}${shownPassword}` : `${email.data} is already an admin.`,
  );
} catch (error) {
  if (!(error instanceof MemberAccountError)) throw error;
  if (!values.promote) {
    console.error(error.message);
    exitCode = 1;
  } else if ((await promoteToAdmin(handle.db, email.data, password, new Date())) === "promoted") {
    console.log(`Promoted ${email.data} to admin${shownPassword}; every session of the account has ended.`);
  } else {
    console.error(`${email.data} was deleted meanwhile; run the command again to create it as an admin.`);
    exitCode = 1;
  }
} finally {
  await handle.close();
}
process.exit(exitCode);
