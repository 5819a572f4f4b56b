import { createHash } from "node:crypto";
import type { Sha256 } from "../../shared/record-chain.js";

/** Hex SHA-256 of a UTF-8 string: the hash of the track record's chain (src/shared/record-chain.ts). */
export const sha256Hex: Sha256 = (text) => createHash("sha256").update(text, "utf8").digest("hex");
