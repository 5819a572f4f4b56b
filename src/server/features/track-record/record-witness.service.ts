import { headStatement } from "../../../shared/record-chain.js";
import type { Db } from "../../db/database.js";
import type { Logger } from "../../lib/logger.js";
import * as heads from "./record-heads.repo.js";

/** Heads witnessed per run at most: a backlog after a long outage is worked off over a few runs. */
const HEADS_PER_RUN = 20;

export interface RecordWitnessDeps {
  db: Db;
  /** The Time-Stamp Authorities, tried in turn for each head; none: heads are not witnessed. */
  authorities: readonly string[];
  log: Pick<Logger, "warn">;
}

/**
 * docs/decisions/0029-witnessed-record-heads.md: asks an outside Time-Stamp Authority to witness every published head
 * that has no witness yet, oldest first, each authority in turn until one answers. A head no authority answered for
 * stays pending, never faked, and the next run asks again; once every authority has failed for one head, the run
 * stops rather than knock on them for the rest. Answers how many heads were witnessed.
 */
export async function witnessPendingHeads(deps: RecordWitnessDeps): Promise<number> {
  if (deps.authorities.length === 0) return 0;
  let witnessed = 0;
  for (const head of await heads.listUnwitnessedHeads(deps.db, HEADS_PER_RUN)) {
    const witness = await firstWitness(deps, headStatement(head));
    if (!witness) break;
    await heads.insertWitness(deps.db, { sequence: head.sequence, ...witness });
    witnessed += 1;
  }
  return witnessed;
}

async function firstWitness(deps: RecordWitnessDeps, statement: string) {
  const failures: string[] = [];
  // The time-stamp protocol's parsers (PKI.js) load with the first head witnessed, not with the server.
  const { requestWitness } = await import("./timestamps.js");
  for (const authority of deps.authorities) {
    try {
      return await requestWitness(authority, statement);
    } catch (error) {
      failures.push((error as Error).message);
    }
  }
  deps.log.warn({ failures }, "no time-stamp authority witnessed the record's head; it stays pending");
  return null;
}
