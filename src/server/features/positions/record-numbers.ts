/** Signals' numbers on the track record, for the features that name them (docs/product.md#track-record). */
export { listPublishedInRecordOrder, recordNumberOf } from "./record-numbers.repo.js";
