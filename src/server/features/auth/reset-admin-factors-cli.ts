import { parseArgs } from "node:util";
import { accountEmailSchema } from "../../../shared/auth.js";
import { loadConfig } from "../../config.js";
import { openDatabase } from "../../db/database.js";
import { migrateToLatest } from "../../db/migrate.js";
import { resetAdminFactors } from "./admin-bootstrap.js";

const USAGE = "Usage: npm run admin:reset-factors -- --email <admin email>";

const { values } = parseArgs({ options: { email: { type: "string" } } });
// Any address an admin signs in with, like the bootstrap admin@localhost; whether it is an admin's is looked up.
const email = accountEmailSchema.safeParse(values.email);
if (!email.success) {
  console.error(USAGE);
  process.exit(2);
}

const handle = openDatabase(loadConfig().databaseUrl);
let exitCode = 0;
try {
  await migrateToLatest(handle.db);
  if ((await resetAdminFactors(handle.db, email.data)) === "reset") {
    console.log(
      `Removed the second factor and recovery codes of ${email.data} and ended every session of it; ` +
        `its next sign-in sets up an authenticator app again.`,
    );
  } else {
    console.error(`${email.data} is not an admin account.`);
    exitCode = 1;
  }
} finally {
  await handle.close();
}
process.exit(exitCode);
