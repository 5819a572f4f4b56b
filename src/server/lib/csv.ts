import { Readable, pipeline } from "node:stream";
import { stringify, type Stringifier } from "csv-stringify";

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
}

/**
 * A text cell a spreadsheet would read as a formula (= + - @, or a tab or carriage return before one) starts
 * with an apostrophe instead (OWASP "CSV injection"). Numbers are written as numbers: -1.5 stays a number.
 */
export function guardCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Streams rows as CSV (a UTF-8 byte order mark, so spreadsheets read accents right, then the header row) while they
 * are read, so a large export never sits in memory whole.
 * A failure while reading ends the stream with an error, which cuts the download short rather than completing
 * a wrong file.
 */
export function csvStream<T>(
  columns: readonly CsvColumn<T>[],
  rows: AsyncIterable<T> | Iterable<T>,
  onError: (err: Error) => void,
): Stringifier {
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    cast: { string: guardCell },
  });
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => column.value(row));
    })(),
  );
  pipeline(records, csv, (err) => {
    if (err) onError(err);
  });
  return csv;
}

/** The cursor of a table read in creation order. */
export const byCreation = (row: { created_at: string; id: string }) => ({ createdAt: row.created_at, id: row.id });

/** Reads a table a keyset page at a time, for as long as pages come back full; `cursorOf` keys the next page. */
export async function* keysetPages<T, C>(
  read: (cursor: C | null, limit: number) => Promise<T[]>,
  pageSize: number,
  cursorOf: (row: T) => C,
): AsyncGenerator<T> {
  let cursor: C | null = null;
  for (;;) {
    const page = await read(cursor, pageSize);
    yield* page;
    const last = page.at(-1);
    if (last === undefined || page.length < pageSize) return;
    cursor = cursorOf(last);
  }
}
