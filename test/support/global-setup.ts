import { createSqliteTemplate } from "./test-database.js";
import { shareSqliteTemplate } from "./test-env.js";

/**
 * Runs once before Vitest starts its workers: migrates one SQLite file that every test database of the run starts as
 * a copy of.
 */
export default async function setup(): Promise<() => void> {
  const template = await createSqliteTemplate();
  shareSqliteTemplate(template.path);
  return () => template.remove();
}
